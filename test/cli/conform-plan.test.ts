import { parseConformPlan } from "../../src/cli/conform-plan";
import { argvOf, messageOf, planOf } from "./helpers/plan-table";

const BASE = "--base-url http://127.0.0.1:3000";

const conform = (line: string) => parseConformPlan(argvOf(line));

/** What each command line sets in the plan (the rest keeps its default). */
const SETS: Readonly<Record<string, object>> = {
  "--base-url https://api.example.org/base//": {
    conformance: { baseUrl: "https://api.example.org/base" },
  },
  // A base URL that stops before /api is taken, a prefix included (a gateway's own /api too).
  "--base-url https://gw.example.org/api/fogo/": {
    conformance: { baseUrl: "https://gw.example.org/api/fogo" },
  },
  "--base-url http://host/apidocs": { conformance: { baseUrl: "http://host/apidocs" } },
  [`${BASE} --api v1`]: { conformance: { api: "v1" } },
  [`${BASE} --token T`]: { conformance: { token: "T" } },
  [`${BASE} --email e@x.org --password pw`]: {
    conformance: { email: "e@x.org", password: "pw" },
  },
  [`${BASE} --seed 7`]: { conformance: { seed: 7 } },
  [`${BASE} --max-requests 10`]: { conformance: { maxRequests: 10 } },
  [`${BASE} --concurrency 64`]: { conformance: { concurrency: 64 } },
  [`${BASE} --timeout 100`]: { conformance: { timeoutMs: 100 } },
  [`${BASE} --max-body 1024`]: { conformance: { maxBodyBytes: 1024 } },
  [`${BASE} --max-wait 5`]: { conformance: { retryAfterCapMs: 5000 } },
  [`${BASE} --deadline 60`]: { conformance: { deadlineMs: 60_000 } },
  [`${BASE} --strict`]: { conformance: { strict: true } },
  [`${BASE} --profile observed`]: { conformance: { profile: "observed" } },
  [`${BASE} --profile schemas/departures`]: {
    conformance: { profile: "spec" },
    profileDir: "schemas/departures",
  },
  [`${BASE} --reporter json --out r.json`]: { reports: { reporters: ["json"], out: "r.json" } },
  [`${BASE} --reporter json --reporter json`]: { reports: { reporters: ["json"] } },
  [`${BASE} --reporter junit --reporter console --out dir`]: {
    reports: { reporters: ["junit", "console"], out: "dir" },
  },
  [`${BASE} --baseline a.json --write-baseline b.json`]: {
    baselineFlags: { baseline: "a.json", "write-baseline": "b.json" },
  },
};

/** The one-line UsageError of each bad command line. */
const FAILS: Readonly<Record<string, string>> = {
  "": "--base-url URL is required",
  "--base-url nope": '--base-url must be an http(s) URL, got "nope"',
  "--base-url ftp://x.org": '--base-url must be an http(s) URL, got "ftp://x.org"',
  // A base URL into the API (a client library's form) -> one line naming the URL to pass.
  "--base-url http://host/api/v2":
    "--base-url must stop before /api: pass http://host (the suite adds /api/v1 and /api/v2 itself), not http://host/api/v2",
  "--base-url http://host:3000/api/v1/":
    "--base-url must stop before /api: pass http://host:3000 (the suite adds /api/v1 and /api/v2 itself), not http://host:3000/api/v1/",
  "--base-url https://x.org/backend/api":
    "--base-url must stop before /api: pass https://x.org/backend (the suite adds /api/v1 and /api/v2 itself), not https://x.org/backend/api",
  "--base-url http://host/api/v2/occurrences":
    "--base-url must stop before /api: pass http://host (the suite adds /api/v1 and /api/v2 itself), not http://host/api/v2/occurrences",
  "--base-url https://gw.org/api/fogo/api/v2":
    "--base-url must stop before /api: pass https://gw.org/api/fogo (the suite adds /api/v1 and /api/v2 itself), not https://gw.org/api/fogo/api/v2",
  [`${BASE} --api v3`]: '--api must be one of v1, v2, all, got "v3"',
  [`${BASE} --email e@x.org`]: "--email and --password go together",
  [`${BASE} --password pw`]: "--email and --password go together",
  [`${BASE} --seed -1`]: "--seed must be from 0 to 2147483647, got -1",
  [`${BASE} --max-requests 9`]: "--max-requests must be from 10 to ∞, got 9",
  [`${BASE} --concurrency 65`]: "--concurrency must be from 1 to 64, got 65",
  [`${BASE} --timeout 99`]: "--timeout must be from 100 to ∞, got 99",
  [`${BASE} --max-body 1023`]: "--max-body must be from 1024 to ∞, got 1023",
  [`${BASE} --max-wait 1.5`]: '--max-wait must be an integer, got "1.5"',
  [`${BASE} --deadline 0`]: "--deadline must be from 1 to ∞, got 0",
  [`${BASE} --profile real`]:
    '--profile must be spec, observed or a folder of overlays, got "real"',
  [`${BASE} --reporter pdf`]: '--reporter must be one of console, json, junit, html, got "pdf"',
  [`${BASE} --reporter json --reporter junit`]: "2 reporters need --out FOLDER, one file each",
  [`${BASE} extra`]: 'unexpected argument "extra"',
  // Two mistakes: the one the command always named first.
  "--base-url nope --email e@x.org": '--base-url must be an http(s) URL, got "nope"',
};

describe("parseConformPlan: the plan of a conform command line, nothing sent", () => {
  test("only --base-url -> every default", () => {
    const plan = planOf(conform(BASE));
    expect(plan.conformance).toEqual({
      baseUrl: "http://127.0.0.1:3000",
      api: "all",
      maxRequests: 600,
      concurrency: 4,
      timeoutMs: 10_000,
      maxBodyBytes: 64 * 1024 * 1024,
      retryAfterCapMs: 30_000,
      deadlineMs: 300_000,
      strict: false,
      profile: "spec",
    });
    expect(plan.reports).toMatchObject({ reporters: ["console"] });
    expect(plan.reports.out).toBeUndefined();
    expect(plan.baselineFlags).toEqual({});
  });

  test.each(Object.entries(SETS))("conform %s -> sets %j", (line, expected) => {
    expect(planOf(conform(line))).toMatchObject(expected);
  });

  test.each(Object.entries(FAILS))("conform %s -> UsageError %s", (line, message) => {
    expect(messageOf(conform(line))).toBe(message);
  });
});
