import { runConformance } from "../../src/conformance";
import { mockHandler } from "../conformance/broken/mock-handlers";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";

const worlds = (process.env.TRY_WORLDS ?? "small").split(",");
const seeds = (process.env.TRY_SEEDS ?? "1,2,3").split(",").map(Number);
test.each(worlds.flatMap((w) => seeds.map((s) => [w, s] as const)))("own mock %s seed %i", async (world, seed) => {
  const [w, p] = world.split(":"); const fetch = inProcessFetch(mockHandler(w as never, (p ?? "spec") as never));
  const t0 = Date.now();
  const report = await runConformance({ baseUrl: "http://in-process.invalid", seed, fetch, profile: (p ?? "spec") as never });
  const bad = report.checks.filter((c) => c.status !== "witnessed" && c.status !== "not-applicable");
  console.log(world, seed, report.verdict, report.requests, Date.now() - t0, "ms", JSON.stringify(bad.map((c) => [c.id, c.status, c.reason, JSON.stringify(c.findings ?? []).slice(0, 1500)]), null, 1).slice(0, 8000));
}, 300000);
