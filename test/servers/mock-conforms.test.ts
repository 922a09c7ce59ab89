import {
  AuthenticationError,
  CHECKS,
  runConformance,
  type ConformanceReport,
} from "../../src/conformance";
import type { AppOptions } from "../../src/server/app-options";
import { profileFolderOf } from "../../src/schemas";
import { rewriting, shiftParameter } from "../conformance/broken/answers";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";
import { mockHandler, testWorldHandler } from "../conformance/broken/mock-handlers";
import { findingsText, runBroken } from "../conformance/broken/run-case";
import { inProcessMock } from "../conformance/helpers/start-mock";

function observations(report: ConformanceReport): string[] {
  return report.observations.map((o) => o.text);
}

const mock = inProcessMock();

describe("the project's own mock", () => {
  test.each([1, 2, 3, 4, 5])(
    "seed %i: every check applied and witnessed, no finding",
    async (seed) => {
      const report = await runConformance({ ...mock, seed });
      expect(findingsText(report)).toBe("");
      expect(
        report.checks.filter((c) => c.status !== "witnessed").map((c) => `${c.id}: ${c.reason}`),
      ).toEqual([]);
      expect(report.checks).toHaveLength(CHECKS.length);
      expect(report.conforms).toBe(true);
    },
  );

  test("--strict: no field outside the contract", async () => {
    const report = await runConformance({ ...mock, seed: 6, strict: true });
    expect(findingsText(report)).toBe("");
  });

  // How long a run takes is measured by npm run bench:conform, not asserted here (it depends on
  // the machine); what a test can hold is the request count, which bounds the time.
  test("default settings stay within the request budget", async () => {
    const report = await runConformance({ ...mock, seed: 7 });
    // About 160 for the probes (the witnesses' searches, filters on later pages and repeats,
    // record-by-record v1 rows) and 200 for the oracle (its choices, its mirror, the
    // differential run): under 600, the default budget, which a run never reaches.
    expect(report.requests).toBeLessThan(600);
    expect(report.notes).toEqual([]);
  });

  test("the same seed draws the same requests", async () => {
    const a = await runConformance({ ...mock, seed: 42 });
    const b = await runConformance({ ...mock, seed: 42 });
    // As sets: concurrent probes observe in the order their answers arrive.
    expect(observations(b).sort()).toEqual(observations(a).sort());
    expect(b.requests).toBe(a.requests);
    expect(b.checks.map((c) => c.applied)).toEqual(a.checks.map((c) => c.applied));
  });

  test("observations report what the spec leaves open", async () => {
    const texts = observations(await runConformance({ ...mock, seed: 8 }));
    expect(texts).toEqual(
      expect.arrayContaining([
        "default take: 25",
        "default order: ASC by date",
        "initialdate bound: inclusive",
        "finaldate bound: inclusive (whole day)",
        "data_ocorrencia[gt] bound: inclusive",
        "data_ocorrencia[lt] bound: inclusive (whole day)",
        expect.stringMatching(/^take=5000: accepted/),
        expect.stringMatching(/^bad parameter take=abc: HTTP 400 with body \{/),
        expect.stringMatching(/^v1 paging: page=2&limit=5 answered HTTP 400/),
      ]),
    );
  });

  test.each<[NonNullable<AppOptions["v1Bounds"]>, string]>([
    ["inclusive", "inclusive"],
    ["exclusive", "exclusive"],
  ])(
    "v1Bounds %s: conforms, and the v1 bound is observed, never failed",
    async (v1Bounds, seen) => {
      const report = await runConformance({ ...inProcessMock({ v1Bounds }), seed: 3 });
      expect(findingsText(report)).toBe("");
      expect(report.conforms).toBe(true);
      expect(observations(report)).toEqual(
        expect.arrayContaining([`data_ocorrencia[gt] bound: ${seen}`]),
      );
    },
  );

  test.each<[NonNullable<AppOptions["v1Bounds"]>, boolean]>([
    ["inclusive", true],
    ["exclusive", false],
  ])(
    "a profile folder whose settings.json states v1Bounds inclusive: a mock with %s bounds conforms: %s",
    async (v1Bounds, conforms) => {
      const settings = { v1Bounds: "inclusive" } as const;
      const profile = { ...profileFolderOf("learned", []), settings };
      const report = await runConformance({ ...inProcessMock({ v1Bounds }), seed: 3, profile });
      expect(report.conforms).toBe(conforms);
      const text = findingsText(report);
      if (conforms) expect(text).toBe("");
      else expect(text).toMatch(/v1\.filter\.dates.*settings\.json states v1Bounds inclusive/s);
    },
  );

  test("--api v2 makes v1 and cross-version checks not applicable, saying why", async () => {
    const report = await runConformance({ ...mock, seed: 9, api: "v2" });
    expect(report.apis).toEqual({ v2: "served", v1: "not tested" });
    const v1 = report.checks.filter((c) => c.group === "v1");
    expect(new Set(v1.map((c) => `${c.status} ${c.reason}`))).toEqual(
      new Set(["not-applicable --api v2"]),
    );
    expect(report.conforms).toBe(true);
  });

  test("a small --max-requests stops early with a note, failing nothing, incomplete", async () => {
    const report = await runConformance({ ...mock, seed: 10, maxRequests: 12 });
    expect(report.requests).toBe(12);
    expect(report.notes.join()).toMatch(/request budget \(--max-requests 12\) ran out/);
    expect(report.summary.failed).toBe(0);
    expect(report.verdict).toBe("incomplete");
    expect(
      report.checks.some(
        (c) => c.status === "not-run" && c.reason === "the request budget ran out",
      ),
    ).toBe(true);
  });
});

describe("mock settings the spec leaves open conform, and are observed", () => {
  const variants: [string, Omit<AppOptions, "world">, RegExp][] = [
    ["default order DESC", { defaultOrder: "DESC" }, /^default order: DESC by date$/],
    ["default take 10", { defaultTake: 10 }, /^default take: 10$/],
    ["maximum take 100", { maxTake: 100 }, /^take=1000: HTTP 400 with body/],
    ["dates read in UTC-03:00", { dateOffset: "-03:00" }, /^initialdate bound: /],
  ];
  test.each(variants)("%s", async (_name, options, observed) => {
    const report = await runConformance({ ...inProcessMock(options), seed: 3 });
    expect(findingsText(report)).toBe("");
    expect(observations(report)).toEqual(expect.arrayContaining([expect.stringMatching(observed)]));
  });

  test("exclusive date bounds are observed as exclusive", async () => {
    const exclusive = rewriting({
      rewriteRequest(url) {
        shiftParameter(url.searchParams, "initialdate", 1);
        shiftParameter(url.searchParams, "finaldate", -1);
      },
    });
    const report = await runBroken(testWorldHandler(), exclusive, { seed: 4 });
    expect(observations(report)).toEqual(
      expect.arrayContaining(["initialdate bound: exclusive", "finaldate bound: exclusive"]),
    );
  });
});

describe("politeness: tokens and rate limits", () => {
  const TOKEN = "good-token";
  const requireToken = rewriting({
    intercept(request) {
      if (request.url.pathname === "/api/v2/auth/login") {
        const { email, password } = JSON.parse(request.body ?? "") as {
          email?: string;
          password?: string;
        };
        return email === "ana@example.org" && password === "secret"
          ? {
              status: 201,
              headers: {},
              body: {
                msg: "ok",
                msgCode: "success",
                code: 201,
                data: { accessToken: TOKEN, expiresIn: 3600 },
              },
            }
          : { status: 401, headers: {}, body: { msg: "bad credentials" } };
      }
      if (request.url.pathname === "/api/v1/auth/login") {
        const form = new URLSearchParams(request.body ?? "");
        return form.get("email") === "ana@example.org"
          ? { status: 200, headers: {}, body: { access_token: TOKEN } }
          : { status: 401, headers: {}, body: { msg: "bad credentials" } };
      }
      return request.headers.authorization === `Bearer ${TOKEN}`
        ? undefined
        : { status: 401, headers: {}, body: { msg: "Unauthorized" } };
    },
  });

  test("a 401 triggers a login with --email/--password; the token then goes on every request", async () => {
    const report = await runBroken(testWorldHandler(), requireToken, {
      seed: 5,
      email: "ana@example.org",
      password: "secret",
    });
    expect(findingsText(report)).toBe("");
    expect(report.apis).toEqual({ v2: "served", v1: "served" });
    expect(observations(report).join("\n")).toMatch(
      /logins: POST \/api\/v2\/auth\/login -> 201, POST \/api\/v1\/auth\/login -> 200/,
    );
  });

  test("--token is sent from the first request", async () => {
    const report = await runBroken(testWorldHandler(), requireToken, { seed: 5, token: TOKEN });
    expect(findingsText(report)).toBe("");
    expect(report.checks.find((c) => c.status === "failed")).toBeUndefined();
  });

  test("a 401 without credentials stops the run with a clear message", async () => {
    await expect(runBroken(testWorldHandler(), requireToken, { seed: 5 })).rejects.toThrow(
      AuthenticationError,
    );
    await expect(runBroken(testWorldHandler(), requireToken, { seed: 5 })).rejects.toThrow(
      /pass --token, or --email and --password/,
    );
  });

  test("wrong credentials stop the run with the login's answer", async () => {
    const run = runBroken(testWorldHandler(), requireToken, {
      seed: 5,
      email: "ana@example.org",
      password: "nope",
    });
    await expect(run).rejects.toThrow(/login failed \(POST \/api\/v2\/auth\/login\): HTTP 401/);
  });

  test("429 answers are waited out (Retry-After) and retried", async () => {
    let count = 0;
    const rateLimited = rewriting({
      intercept() {
        count += 1;
        return count % 5 === 0
          ? { status: 429, headers: { "retry-after": "0" }, body: { msg: "slow down" } }
          : undefined;
      },
    });
    const report = await runBroken(testWorldHandler(), rateLimited, { seed: 6 });
    expect(findingsText(report)).toBe("");
    expect(observations(report).join("\n")).toMatch(/rate limiting: \d+ answer\(s\) HTTP 429/);
  });
});

// v1 paging is not shown (api-v1 4.3), yet a server that caps its v1 lists (the mock's
// own --v1-max-rows) failed cross.cities and cross.occurrence-count: the capped lists were
// compared as whole sets. The cap is now read from the rows alone (one number for every list,
// never from X-Total-Count): a list of as many rows is not compared as a whole set.
const capped = inProcessMock({ v1MaxRows: 20 });

describe("v1 lists capped at one number are observed, never failed", () => {
  test.each([1, 2, 3])("seed %i: conforms, and the cap is observed", async (seed) => {
    const report = await runConformance({ ...capped, seed });
    expect(findingsText(report)).toBe("");
    expect(report.conforms).toBe(true);
    expect(report.observations.map((o) => o.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^v1 lists: capped at 20 rows, one number/)]),
    );
    const cross = report.checks.find((check) => check.id === "cross.cities");
    expect(cross?.status).toBe("not-applicable");
    expect(cross?.reason).toMatch(/answered 20 rows, the cap of every v1 list/);
    // The v1 lists are read whole in pieces under the cap: the v1 oracle rules run too.
    for (const id of ["v1.oracle.occurrences", "v1.oracle.cities"])
      expect(report.checks.find((check) => check.id === id)?.status).toBe("witnessed");
  });

  // The window of two states around the drawn day reached the cap on seed 1 (30 days either
  // side) and was used anyway: its lists were cut, so v1.partition had nothing to apply to. A
  // window that reaches the cap is no longer used (narrower ones are tried instead).
  test("small world, a cap of 20 rows, seed 1: no window of two states cut at the cap, v1.partition witnessed", async () => {
    const report = await runConformance({
      baseUrl: "http://in-process.invalid",
      fetch: inProcessFetch(mockHandler("small", "spec", { v1MaxRows: 20 })),
      seed: 1,
    });
    expect(findingsText(report)).toBe("");
    expect(report.checks.find((check) => check.id === "v1.partition")?.status).toBe("witnessed");
    expect(report.verdict).toBe("conforms");
  }, 120_000);

  test("default world, a cap of 100 rows: conforms, the v1 oracle rules witnessed", async () => {
    const report = await runConformance({
      baseUrl: "http://in-process.invalid",
      fetch: inProcessFetch(mockHandler("default", "spec", { v1MaxRows: 100 })),
      seed: 1,
    });
    expect(findingsText(report)).toBe("");
    expect(report.conforms).toBe(true);
    expect(report.observations.map((o) => o.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^v1 lists: capped at 100 rows, one number/)]),
    );
    for (const id of ["v1.oracle.occurrences", "v1.oracle.cities"])
      expect(report.checks.find((check) => check.id === id)?.status).toBe("witnessed");
  }, 120_000);
});

// Against a server answering every request 200 with an HTML page, cross.cities
// "passed" (0 v2 cities = 0 v1 rows): it compared two lists that were never there. It now runs
// only when both answers are city lists.
/** A server that answers every request 200 with an HTML page, as a fetch. */
const htmlServer: typeof fetch = () =>
  Promise.resolve(
    new Response("<html><body>hello</body></html>", {
      status: 200,
      headers: { "content-type": "text/html" },
    }),
  );

describe("cross.cities needs two city lists", () => {
  test("an HTML server: cross.cities not run, v2.status and v1.status failed", async () => {
    const report = await runConformance({
      baseUrl: "http://html.invalid",
      fetch: htmlServer,
      seed: 1,
    });
    const status = (id: string): string | undefined =>
      report.checks.find((check) => check.id === id)?.status;
    expect(status("cross.cities")).toBe("not-run");
    expect(status("v2.status")).toBe("failed");
    expect(status("v1.status")).toBe("failed");
    expect(report.conforms).toBe(false);
  });
});
