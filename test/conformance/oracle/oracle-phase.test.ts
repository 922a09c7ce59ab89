import { runConformance, type ConformanceReport } from "../../../src/conformance";
import { mockHandler, worldOf } from "../broken/mock-handlers";
import { inProcessFetch } from "../broken/in-process-fetch";
import { onRequest } from "../broken/answers";
import type { Breakage } from "../broken/break-handler";
import { pathOf } from "../../../src/contract";
import { mockOracleKit } from "./mock-oracle";

const BASE_URL = "http://in-process.invalid";

function oracleRules(report: ConformanceReport): string[] {
  return report.checks
    .filter((check) => check.id.includes(".oracle."))
    .map((check) => `${check.id} ${check.status}: ${check.reason ?? check.witness ?? ""}`);
}

describe("the oracle phase of a conform run", () => {
  test("on by default: the own mock conforms with its rules witnessed; off, they are not applicable", async () => {
    const fetch = inProcessFetch(mockHandler("small"));
    const on = await runConformance({ baseUrl: BASE_URL, seed: 2, api: "v2", fetch });
    expect(on.verdict).toBe("conforms");
    expect(oracleRules(on).map((rule) => rule.replace(/:.*/, ""))).toEqual([
      "v2.oracle.occurrences witnessed",
      "v2.oracle.cities witnessed",
      "v1.oracle.occurrences not-applicable",
      "v1.oracle.cities not-applicable",
    ]);
    const off = await runConformance({
      baseUrl: BASE_URL,
      seed: 2,
      api: "v2",
      fetch,
      differential: false,
    });
    expect(off.verdict).toBe("conforms");
    expect(oracleRules(off)).toEqual([
      "v2.oracle.occurrences not-applicable: the oracle phase (differential run) is off for this run",
      "v2.oracle.cities not-applicable: the oracle phase (differential run) is off for this run",
      "v1.oracle.occurrences not-applicable: --api v2",
      "v1.oracle.cities not-applicable: --api v2",
    ]);
  });

  test("on, with a mirror not read: its rules are not run, with the reason, never failed", async () => {
    const fetch = inProcessFetch(mockHandler("small"));
    const report = await runConformance({
      baseUrl: BASE_URL,
      seed: 2,
      api: "v2",
      fetch,
      differential: true,
      buildOracle: () => Promise.resolve({ unread: "itemCount 12 but 11 records read" }),
    });
    expect(report.verdict).toBe("incomplete");
    expect(oracleRules(report).slice(0, 2)).toEqual([
      "v2.oracle.occurrences not-run: the mirror was not read: itemCount 12 but 11 records read",
      "v2.oracle.cities not-run: the mirror was not read: itemCount 12 but 11 records read",
    ]);
  });

  test("on, against the own mock: every rule witnessed, the run conforms within the default budget", async () => {
    const kit = mockOracleKit(
      mockHandler("small"),
      (request, upstream) => upstream(request),
      worldOf("small", "spec"),
    );
    const report = await runConformance({
      baseUrl: BASE_URL,
      seed: 3,
      fetch: kit.fetch,
      differential: true,
      buildOracle: kit.buildOracle,
    });
    expect({ verdict: report.verdict, missing: report.missing }).toEqual({
      verdict: "conforms",
      missing: "",
    });
    expect(oracleRules(report).filter((line) => !/ witnessed: GET /.test(line))).toEqual([]);
    expect(report.requests).toBeLessThan(600);
  });

  test("on, against a broken server: the rule of its operation fails, naming the parameter that makes the difference, with a curl of the minimal query", async () => {
    const breakage = onRequest("v2-occurrences", (query) => {
      if (query.getAll("idCities").length > 1)
        query.delete("idCities", query.getAll("idCities").at(-1));
    });
    const kit = mockOracleKit(mockHandler("small"), breakage, worldOf("small", "spec"));
    const report = await runConformance({
      baseUrl: BASE_URL,
      seed: 4,
      api: "v2",
      fetch: kit.fetch,
      differential: true,
      buildOracle: kit.buildOracle,
    });
    const rule = report.checks.find((check) => check.id === "v2.oracle.occurrences");
    expect(rule?.status).toBe("failed");
    const [finding] = rule?.findings ?? [];
    expect(finding?.message).toMatch(/idCities makes the difference/);
    // Expected against seen: the ids or pageMeta fields the minimal query's answer differs in.
    expect(finding?.message).toMatch(/^(pageMeta\.itemCount|items\.missing) differs on /);
    expect(finding?.seen).not.toBe(finding?.expected);
    // Two cities, written together or apart (as the query went out).
    expect(finding?.curl).toMatch(
      /^curl -sS -g 'http:\/\/in-process\.invalid\/api\/v2\/occurrences\?idCities=[^&]+&(.*&)?idCities=/,
    );
  });

  test("on, against a server whose answers fail (HTTP 503) for some queries: those fail the status check only", async () => {
    const unavailable: Breakage = (request, upstream) =>
      request.path === pathOf("v2-occurrences") &&
      request.query.has("typeOccurrence") &&
      request.query.get("order") === "DESC"
        ? Promise.resolve({ status: 503, headers: {}, body: { message: "unavailable" } })
        : upstream(request);
    const kit = mockOracleKit(mockHandler("small"), unavailable, worldOf("small", "spec"));
    const report = await runConformance({
      baseUrl: BASE_URL,
      seed: 4,
      api: "v2",
      fetch: kit.fetch,
      differential: true,
      buildOracle: kit.buildOracle,
    });
    const failed = report.checks.filter((check) => check.status === "failed");
    expect(failed.map((check) => check.id)).toEqual(["v2.status"]);
    expect(failed[0]?.findings.map((f) => f.seen).join("\n")).toMatch(/HTTP 503/);
    expect(
      oracleRules(report)
        .slice(0, 2)
        .filter((line) => !/ witnessed: /.test(line)),
    ).toEqual([]);
  });
});
