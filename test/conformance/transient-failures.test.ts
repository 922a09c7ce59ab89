import { runConformance, type ConformanceReport } from "../../src/conformance";
import { failedChecks, findingsText } from "./broken/run-case";
import { inProcessMock } from "./helpers/start-mock";

const mock = inProcessMock();

const UNAVAILABLE = JSON.stringify({
  msg: "Service unavailable",
  msgCode: "unavailable",
  code: 503,
});

/**
 * The mock behind a front that answers 503 to every `every`-th request (counted from `offset`),
 * as a server with a transient fault does; with `sticky`, a URL once failed fails again when it
 * is asked the next time (a retry meets the same fault).
 */
function flakyFetch(every: number, offset: number, sticky = false): typeof fetch {
  let n = offset;
  const failing = new Map<string, number>();
  return async (input, init) => {
    const url = new Request(input, init).url;
    const again = failing.get(url) ?? 0;
    n += 1;
    if (again > 0 || n % every === 0) {
      if (sticky) failing.set(url, again > 0 ? again - 1 : 1);
      return new Response(UNAVAILABLE, {
        status: 503,
        headers: { "content-type": "application/json" },
      });
    }
    return mock.fetch(input, init);
  };
}

function run(fetchImpl: typeof fetch, seed: number): Promise<ConformanceReport> {
  return runConformance({ baseUrl: "http://flaky.invalid", fetch: fetchImpl, seed });
}

const STATUS_CHECKS = ["v1.status", "v2.status"];

/** The checks of a report that are neither witnessed nor failed, with their reasons. */
function notRun(report: ConformanceReport): string[] {
  return report.checks
    .filter((check) => check.status !== "witnessed" && check.status !== "failed")
    .map((check) => `${check.id} ${check.status}: ${check.reason ?? ""}`);
}

describe("a server whose requests fail now and then (HTTP 503)", () => {
  test.each([
    [1, 0],
    [2, 7],
    [3, 13],
  ])(
    "seed %i, offset %i: a 503 tried again fails only the status checks, every other check witnessed",
    async (seed, offset) => {
      const report = await run(flakyFetch(20, offset), seed);
      expect(failedChecks(report).length).toBeGreaterThan(0);
      expect(failedChecks(report).filter((id) => !STATUS_CHECKS.includes(id))).toEqual([]);
      expect(findingsText(report)).toMatch(/seen HTTP 503/);
      expect(notRun(report)).toEqual([]);
    },
    30_000,
  );

  test.each([
    [1, 0],
    [2, 7],
    [3, 13],
  ])(
    "seed %i, offset %i: a 503 met again on its retry fails only the status checks, the checks it fed not run for it",
    async (seed, offset) => {
      const report = await run(flakyFetch(20, offset, true), seed);
      expect(failedChecks(report).length).toBeGreaterThan(0);
      expect(failedChecks(report).filter((id) => !STATUS_CHECKS.includes(id))).toEqual([]);
      for (const line of notRun(report)) {
        expect(line).toMatch(
          /^\S+ (not-run: (the mirror (was not read|holds no v1 records): )?a request it needed failed: GET \/api\/\S+ answered HTTP 503|unwitnessed: .*)$/,
        );
      }
    },
    30_000,
  );

  test("the v2 cities list failing on its retry too: only v2.status fails, the v2 checks not run name it", async () => {
    let n = 0;
    const failing: typeof fetch = async (input, init) => {
      n += 1;
      return n <= 2
        ? new Response(UNAVAILABLE, {
            status: 503,
            headers: { "content-type": "application/json" },
          })
        : mock.fetch(input, init);
    };
    const report = await run(failing, 1);
    expect(failedChecks(report)).toEqual(["v2.status"]);
    const reasons = report.checks
      .filter((check) => check.status === "not-run")
      .map((check) => check.reason);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons)
      expect(reason).toBe("a request it needed failed: GET /api/v2/cities answered HTTP 503");
  }, 30_000);

  test("without failures the same runs fail nothing and leave nothing unwitnessed", async () => {
    const report = await run(flakyFetch(Number.MAX_SAFE_INTEGER, 1), 2);
    expect(failedChecks(report)).toEqual([]);
    expect(notRun(report)).toEqual([]);
  }, 30_000);
});
