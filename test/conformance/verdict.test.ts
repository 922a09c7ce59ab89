import { createConformCommand } from "../../src/cli/conform-command";
import { parseConformPlan } from "../../src/cli/conform-plan";
import { UsageError } from "../../src/cli/usage-error";
import { runConformance, type ConformanceReport } from "../../src/conformance";
import { buildWorld } from "../../src/world/build-world";
import { coreApp } from "../server/helpers/core-app";
import { rewriting } from "./broken/answers";
import { brokenFetch } from "./broken/break-handler";
import { sweepMeasured } from "./broken/measured-servers";
import { testWorldHandler } from "./broken/mock-handlers";
import { CORE_BASE_URL, coreFetch } from "./helpers/core-fetch";
import { testWorld } from "./helpers/start-mock";

// Whole runs in process (no socket), one a test.

const mock = coreFetch(coreApp({ world: testWorld() }));

function run(options: Partial<Parameters<typeof runConformance>[0]> = {}) {
  return runConformance({ baseUrl: CORE_BASE_URL, seed: 1, fetch: mock, ...options });
}

function command(fetch: typeof globalThis.fetch, env: Record<string, string> = {}) {
  const out: string[] = [];
  const run = createConformCommand({
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: () => true, isTTY: false },
    fetch,
    env,
  });
  return { run: (argv: string[]) => run.run(["--base-url", CORE_BASE_URL, ...argv]), out };
}

const statusOf = (report: ConformanceReport, id: string) =>
  report.checks.find((check) => check.id === id)?.status;

/** v2's city list names its first city with a number: the first answer fails v2.schema. */
const V2_CITY_NAME_NUMBER = rewriting({
  rewriteAnswer(answer, url) {
    if (url.pathname !== "/api/v2/cities") return;
    const data = (answer.body as { data?: Array<Record<string, unknown>> }).data;
    if (data?.[0] !== undefined) data[0].name = 5;
  },
});

describe("the verdict", () => {
  test("--max-requests 20 cuts the run short: incomplete, exit 3, the summary says what is missing", async () => {
    const report = await run({ maxRequests: 20 });
    expect(report.verdict).toBe("incomplete");
    expect(report.conforms).toBe(false);
    expect(report.cutOff).toMatch(/^the request budget \(--max-requests 20\) ran out/);
    expect(report.missing).toMatch(/^cut off: .*; \d+ not run \(/);
    const cli = command(mock);
    expect(await cli.run(["--seed", "1", "--max-requests", "20"])).toBe(3);
    expect(cli.out.join("")).toMatch(/INCOMPLETE: [\s\S]*\nmissing: cut off: the request budget/);
  });

  test("--api v1: the v2 and cross-version checks are not applicable, and the run conforms (exit 0)", async () => {
    const report = await run({ api: "v1" });
    expect(statusOf(report, "v2.schema")).toBe("not-applicable");
    expect(statusOf(report, "cross.cities")).toBe("not-applicable");
    expect(report.coverage.find((e) => e.parameter === "idState")?.status).toBe("not-applicable");
    expect(report.verdict).toBe("conforms");
    expect(await command(mock).run(["--seed", "1", "--api", "v1"])).toBe(0);
  });

  test("a server with no occurrences proves nothing: its checks are unwitnessed with a reason, never passed (exit 3)", async () => {
    const empty = coreFetch(coreApp({ world: buildWorld({ seed: 1, occurrences: 0 }) }));
    const report = await run({ fetch: empty });
    expect(report.summary.failed).toBe(0);
    expect(report.verdict).toBe("incomplete");
    expect(report.checks.find((c) => c.id === "v2.filter.state")).toMatchObject({
      status: "unwitnessed",
      reason: "only empty answers",
    });
    expect(await command(empty).run(["--seed", "1"])).toBe(3);
  });

  test("a failure is exit 1 whatever else is missing", async () => {
    const broken = brokenFetch(testWorldHandler(), V2_CITY_NAME_NUMBER);
    expect(await command(broken).run(["--seed", "2", "--max-requests", "20"])).toBe(1);
  });
});

// Each measured server on two of seeds 1–8 here, in rotation; the other six in
// test/servers/measured-servers-other-seeds.test.ts (npm run test:servers).
sweepMeasured("rotation");

describe("CONFORMANCE_PROFILE works as --profile", () => {
  const profileOf = (argv: string[], env: Record<string, string>) => {
    const plan = parseConformPlan(["--base-url", "http://x.test", ...argv], env);
    return plan instanceof UsageError ? plan.message : plan.conformance.profile;
  };
  test.each([
    ["unset: spec", [], {}, "spec"],
    ["set: its profile", [], { CONFORMANCE_PROFILE: "observed" }, "observed"],
    ["the flag wins", ["--profile", "spec"], { CONFORMANCE_PROFILE: "observed" }, "spec"],
    [
      "an unknown value: one line naming it",
      [],
      { CONFORMANCE_PROFILE: "prod" },
      'CONFORMANCE_PROFILE must be spec, observed or a folder of overlays, got "prod"',
    ],
  ])("%s", (_what, argv, env, expected) => {
    expect(profileOf(argv, env)).toBe(expected);
  });
});
