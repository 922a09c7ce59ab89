import { runConformance } from "../../src/conformance";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";
import { mockHandler } from "../conformance/broken/mock-handlers";

test.each([1, 2])("cap 20 seed %i", async (seed) => {
  const fetch = inProcessFetch(mockHandler("small", "spec", { v1MaxRows: Number(process.env.CAP ?? 20) }));
  const report = await runConformance({ baseUrl: "http://in-process.invalid", seed, fetch });
  const bad = report.checks.filter((c) => c.status !== "witnessed" && c.status !== "not-applicable");
  console.log(seed, report.verdict, report.requests, JSON.stringify(bad.map((c) => [c.id, c.status, c.reason, JSON.stringify(c.findings ?? []).slice(0, 1200)]), null, 1), report.observations.filter((o) => /choice|mirror|cap/.test(o.text)).map((o) => o.text).join("\n"), report.notes);
}, 300000);
