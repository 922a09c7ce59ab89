import { nestsDeeperThan } from "../../src/capture/json-nesting";
import { formatDay } from "../../src/conformance/dates";
import { withoutUrlCredentials } from "../../src/conformance/base-url-credentials";
import { Ledger } from "../../src/conformance/ledger";
import { runConformance } from "../../src/conformance/run-conformance";
import { failure, outcome } from "../../src/conformance/outcome";
import { redirectTarget } from "../../src/conformance/redirect-target";
import { CONFORMANCE_REPORTERS, renderConformanceReport } from "../../src/conformance/reporters";
import { redactUrlCredentials } from "../../src/report";
import { exchangeOf } from "./helpers/exchange-of";

// The conformance client's secrets, without a socket: where it follows a redirect, how a base
// URL's password is split off and redacted. test/e2e/conform-hostile.test.ts runs it.

const ORIGIN = "http://api.test:3000";

describe("redirects are followed only on the base URL's origin, and never for a POST", () => {
  test.each<[string, number, string | null, string, string | undefined]>([
    [
      "a 302 on the same origin -> followed",
      302,
      "/api/v2/states",
      "GET",
      `${ORIGIN}/api/v2/states`,
    ],
    [
      "a 307 to an absolute URL of the same origin -> followed",
      307,
      `${ORIGIN}/x`,
      "GET",
      `${ORIGIN}/x`,
    ],
    ["a 302 to another origin -> not followed", 302, "http://evil.test/api", "GET", undefined],
    ["a 302 to another port -> not followed", 302, "http://api.test:4000/api", "GET", undefined],
    [
      "a 301 to https on the same host -> another origin, not followed",
      301,
      "https://api.test:3000/",
      "GET",
      undefined,
    ],
    [
      "a 307 of a login (POST), same origin -> not re-POSTed",
      307,
      "/api/v2/auth/login",
      "POST",
      undefined,
    ],
    [
      "a 307 of a login (POST) to another origin -> not re-POSTed",
      307,
      "http://evil.test/login",
      "POST",
      undefined,
    ],
    [
      "a Location with credentials -> not followed",
      302,
      "http://u:p@api.test:3000/x",
      "GET",
      undefined,
    ],
    ["a 200 with a Location -> no redirect", 200, "/x", "GET", undefined],
    ["a 302 without a Location -> no redirect", 302, null, "GET", undefined],
  ])("%s", (_name, status, location, method, expected) => {
    expect(redirectTarget(status, location, `${ORIGIN}/api/v2/cities`, method, ORIGIN)).toBe(
      expected,
    );
  });
});

describe("a password in a URL is redacted in what is printed", () => {
  test.each<[string, string, string]>([
    ["a base URL", "http://ana:s3cret@host:1/api", "http://ana:[redacted]@host:1/api"],
    [
      "an email user, a password with @",
      "https://ana%40x.org:p@ss@host/",
      "https://ana%40x.org:[redacted]@host/",
    ],
    [
      "inside a sentence",
      'cannot reach "http://u:pw@h": no',
      'cannot reach "http://u:[redacted]@h": no',
    ],
    ["a URL without credentials is left alone", "http://host/a@b", "http://host/a@b"],
    ["a user without a password is left alone", "http://ana@host/", "http://ana@host/"],
  ])("%s", (_name, text, expected) => {
    expect(redactUrlCredentials(text)).toBe(expected);
  });

  test.each<[string, string, string, string | undefined]>([
    [
      "user and password -> Basic, URL without them",
      "http://ana:pw@h:1/x",
      "http://h:1/x",
      "Basic YW5hOnB3",
    ],
    [
      "percent-encoded parts are decoded",
      "http://a%40b:p%3Aw@h/",
      "http://h/",
      `Basic ${Buffer.from("a@b:p:w").toString("base64")}`,
    ],
    ["no credentials -> unchanged, no Basic", "http://h/x", "http://h/x", undefined],
  ])("%s", (_name, text, url, basic) => {
    const split = withoutUrlCredentials(text);
    expect({ url: split.url, basic: split.basic }).toEqual({ url, basic });
  });

  const PASSWORD = "s3cret-in-the-url";
  const base = `http://ana:${PASSWORD}@server.test`;
  const ex = exchangeOf("/api/v2/occurrences", { take: 5 }, {});
  const ledger = new Ledger();
  ledger.add([
    outcome("v2.paging.page-count", [
      failure("v2.paging.page-count", ex, `seen at ${base}/api`, "a", "b"),
    ]),
  ]);
  ledger.note(`asked ${base}`);
  const report = ledger.report({
    baseUrl: base,
    seed: 7,
    strict: false,
    profile: "spec",
    apis: { v1: "not served", v2: "served" },
    startedAt: new Date(0),
    durationMs: 1,
    requests: 1,
    maxRequests: 10,
  });

  test.each(CONFORMANCE_REPORTERS.map((name) => [name]))(
    "the %s report of a run whose base URL holds a password -> no password",
    (name) => {
      const text = renderConformanceReport(name, report);
      expect(text).toContain("ana:[redacted]@server.test");
      expect(text).not.toContain(PASSWORD);
    },
  );
});

describe("answers past what the checks can follow are findings, not crashes", () => {
  test.each<[string, number, string]>([
    ["a day in range -> itself", 19_723, "2024-01-01"],
    ["a day of year 275760 -> 9999-12-31", 106_751_991, "9999-12-31"],
    ["a day past what a Date holds -> 9999-12-31", 1e12, "9999-12-31"],
    ["a day before year 0 -> 0000-01-01", -1e9, "0000-01-01"],
    ["no day (NaN) -> 0000-01-01", Number.NaN, "0000-01-01"],
  ])("formatDay: %s", (_name, day, expected) => {
    expect(formatDay(day)).toBe(expected);
  });

  test.each<[string, string, boolean]>([
    ["6000 nested arrays -> too deep", `${"[".repeat(6000)}${"]".repeat(6000)}`, true],
    [
      "a v2 page -> not too deep",
      JSON.stringify({ data: [{ a: { b: [1] } }], pageMeta: {} }),
      false,
    ],
  ])("nestsDeeperThan (the client's bytes): %s", (_name, text, expected) => {
    expect(nestsDeeperThan(Buffer.from(text))).toBe(expected);
  });
});

describe("runConformance itself keeps no password of the base URL", () => {
  test("an unreachable base URL with a password -> the error names the URL redacted", async () => {
    const run = runConformance({ baseUrl: "http://ana:pw-in-url@127.0.0.1:1", maxRequests: 10 });
    await expect(run).rejects.toThrow("cannot reach http://ana:[redacted]@127.0.0.1:1");
  });
});
