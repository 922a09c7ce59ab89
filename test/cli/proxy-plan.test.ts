import { parseProxyPlan } from "../../src/cli/proxy-plan";
import { argvOf, messageOf, planOf } from "./helpers/plan-table";

const UPSTREAM = "--upstream http://127.0.0.1:3000";

const proxy = (line: string) => parseProxyPlan(argvOf(line));

/** What each command line sets in the plan (the rest keeps its default). */
const SETS: Readonly<Record<string, object>> = {
  "--upstream https://api.example.org/prefix": {
    upstream: new URL("https://api.example.org/prefix"),
  },
  [`${UPSTREAM} --port 0`]: { port: 0 },
  [`${UPSTREAM} --host ::1`]: { host: "::1" },
  [`${UPSTREAM} --record x.har`]: { record: "x.har" },
  [`${UPSTREAM} --strict`]: { strict: true },
  [`${UPSTREAM} --profile observed`]: { profile: "observed" },
  [`${UPSTREAM} --profile learned/prod`]: { profile: "learned/prod" },
  [`${UPSTREAM} --timeout 500`]: { timeoutMs: 500 },
  [`${UPSTREAM} --max-body 1`]: { maxBody: 1 },
  [`${UPSTREAM} --max-body-total 1000`]: { maxBodyTotal: 1000 },
};

/** The one-line UsageError of each bad command line. */
const FAILS: Readonly<Record<string, string>> = {
  "": "--upstream URL is required",
  "--upstream nope": '--upstream must be an http or https URL, got "nope"',
  "--upstream file:///etc": '--upstream must be an http or https URL, got "file:///etc"',
  [`${UPSTREAM} --port 65536`]: "--port must be from 0 to 65535, got 65536",
  [`${UPSTREAM} --timeout 0`]: "--timeout must be from 1 to ∞, got 0",
  [`${UPSTREAM} --max-body 0`]: "--max-body must be from 1 to ∞, got 0",
  [`${UPSTREAM} --record=`]: "--record needs a value",
  [`${UPSTREAM} extra`]: 'unexpected argument "extra"',
};

describe("parseProxyPlan: the plan of a proxy command line, nothing listening", () => {
  test("only --upstream -> every default, nothing recorded", () => {
    expect(planOf(proxy(UPSTREAM))).toEqual({
      upstream: new URL("http://127.0.0.1:3000"),
      port: 8080,
      host: "127.0.0.1",
      strict: false,
      profile: "spec",
      timeoutMs: 30_000,
      maxBody: 32 * 1024 * 1024,
      maxBodyTotal: 128 * 1024 * 1024,
    });
  });

  test.each(Object.entries(SETS))("proxy %s -> sets %j", (line, expected) => {
    expect(planOf(proxy(line))).toMatchObject(expected);
  });

  test.each(Object.entries(FAILS))("proxy %s -> UsageError %s", (line, message) => {
    expect(messageOf(proxy(line))).toBe(message);
  });
});
