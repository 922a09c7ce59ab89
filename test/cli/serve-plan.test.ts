import { parseServePlan, type ServePlan, type ServePlanContext } from "../../src/cli/serve-plan";
import { UsageError } from "../../src/cli/usage-error";

/** The clock and the machine the plans are read against: nothing is asked of the real ones. */
const CONTEXT: ServePlanContext = { now: new Date("2026-03-04T12:00:00Z"), cores: 4 };

function planOf(argv: readonly string[], context = CONTEXT): ServePlan {
  const plan = parseServePlan(argv, context);
  if (plan instanceof UsageError) throw new Error(`unexpected UsageError: ${plan.message}`);
  return plan;
}

describe("parseServePlan: no flags -> every default", () => {
  test("the defaults of serve", () => {
    expect(planOf([])).toEqual({
      port: 3000,
      host: "127.0.0.1",
      quiet: false,
      profile: "spec",
      world: { kind: "generated", seed: 1, occurrences: 10_000, window: {}, dirty: false },
      settings: {
        defaultTake: 25,
        maxTake: 5000,
        dateOffset: "Z",
        defaultOrder: "ASC",
        auth: "off",
        tokenTtlSeconds: 3600,
        cors: true,
        failRate: 0,
      },
      unknownParameters: "reject",
      workers: 1,
    });
  });
});

describe("parseServePlan: each flag sets its part of the plan", () => {
  test.each<[string, string[], Partial<Record<keyof ServePlan, unknown>>]>([
    ["--port 0 -> a free port", ["--port", "0"], { port: 0 }],
    ["--host ::1", ["--host", "::1"], { host: "::1" }],
    ["--quiet", ["--quiet"], { quiet: true }],
    ["--seed 7", ["--seed", "7"], { world: expect.objectContaining({ seed: 7 }) }],
    [
      "--occurrences 40",
      ["--occurrences", "40"],
      { world: expect.objectContaining({ occurrences: 40 }) },
    ],
    [
      "--since and --until -> the window",
      ["--since", "2020-01-01", "--until", "2020-12-31"],
      { world: expect.objectContaining({ window: { since: "2020-01-01", until: "2020-12-31" } }) },
    ],
    [
      "--until today -> today's UTC date from the context's clock",
      ["--until", "today"],
      { world: expect.objectContaining({ window: { until: "2026-03-04" } }) },
    ],
    [
      "--profile observed -> unknown parameters ignored by default",
      ["--profile", "observed"],
      { profile: "observed", unknownParameters: "ignore" },
    ],
    [
      "--profile observed --dirty",
      ["--profile", "observed", "--dirty"],
      { world: expect.objectContaining({ dirty: true }) },
    ],
    [
      "--unknown-parameters ignore in the spec profile",
      ["--unknown-parameters", "ignore"],
      { unknownParameters: "ignore" },
    ],
    [
      "--unknown-parameters reject in the observed profile",
      ["--profile", "observed", "--unknown-parameters", "reject"],
      { unknownParameters: "reject" },
    ],
    [
      "--default-take, --max-take, --default-order, --date-offset -03:00",
      [
        "--default-take",
        "10",
        "--max-take",
        "50",
        "--default-order",
        "DESC",
        "--date-offset",
        "-03:00",
      ],
      {
        settings: expect.objectContaining({
          defaultTake: 10,
          maxTake: 50,
          defaultOrder: "DESC",
          dateOffset: "-03:00",
        }),
      },
    ],
    [
      "--v1-max-rows 5",
      ["--v1-max-rows", "5"],
      { settings: expect.objectContaining({ v1MaxRows: 5 }) },
    ],
    [
      "--auth required --credentials --token-ttl",
      ["--auth", "required", "--credentials", "ana@x.org:pw", "--token-ttl", "60"],
      {
        settings: expect.objectContaining({
          auth: "required",
          credentials: { email: "ana@x.org", password: "pw" },
          tokenTtlSeconds: 60,
        }),
      },
    ],
    ["--cors off", ["--cors", "off"], { settings: expect.objectContaining({ cors: false }) }],
    [
      "--latency 100-400 and --fail-rate 0.05",
      ["--latency", "100-400", "--fail-rate", "0.05"],
      { settings: expect.objectContaining({ latency: { min: 100, max: 400 }, failRate: 0.05 }) },
    ],
    [
      "--latency 50 -> one fixed delay",
      ["--latency", "50"],
      { settings: expect.objectContaining({ latency: { min: 50, max: 50 } }) },
    ],
    ["--workers 3", ["--workers", "3"], { workers: 3 }],
    ["--workers auto -> the context's cores", ["--workers", "auto"], { workers: 4 }],
    [
      "--data a --data b c -> the flag's values, then the positionals",
      ["--data", "a", "--data", "b", "c"],
      { world: { kind: "data", paths: ["a", "b", "c"], strict: false, watch: false } },
    ],
    [
      "--data - -> standard input",
      ["--data", "-"],
      { world: { kind: "data", paths: ["-"], strict: false, watch: false } },
    ],
    [
      "--data with --data-strict and --watch",
      ["--data", "d", "--data-strict", "--watch"],
      { world: { kind: "data", paths: ["d"], strict: true, watch: true } },
    ],
    [
      "--data --watch with --workers 1 -> one process, allowed",
      ["--data", "d", "--watch", "--workers", "1"],
      { workers: 1 },
    ],
  ])("%s", (_name, argv, expected) => {
    expect(planOf(argv)).toMatchObject(expected);
  });

  test("--workers auto --watch on a one-core machine is one process: allowed", () => {
    expect(
      planOf(["--data", "d", "--watch", "--workers", "auto"], { ...CONTEXT, cores: 1 }),
    ).toMatchObject({
      workers: 1,
    });
  });
});

describe("parseServePlan: a bad command line -> the one-line UsageError as a value", () => {
  test.each<[string, string[], string]>([
    ["--port 70000", ["--port", "70000"], "--port must be from 0 to 65535, got 70000"],
    ["--port x", ["--port", "x"], '--port must be an integer, got "x"'],
    ["--seed -1", ["--seed", "-1"], "--seed must be from 0 to 4294967295, got -1"],
    [
      "--occurrences 2000001",
      ["--occurrences", "2000001"],
      "--occurrences must be from 0 to 2000000, got 2000001",
    ],
    ["--host with no value", ["--host", ""], "--host needs a value"],
    [
      "--profile real",
      ["--profile", "real"],
      '--profile must be one of spec, observed, got "real"',
    ],
    [
      "--unknown-parameters drop",
      ["--unknown-parameters", "drop"],
      '--unknown-parameters must be one of reject, ignore, got "drop"',
    ],
    [
      "--dirty without --profile observed",
      ["--dirty"],
      "--dirty needs --profile observed (dirty data is a departure of the real service)",
    ],
    ["--default-take 0", ["--default-take", "0"], "--default-take must be from 1 to ∞, got 0"],
    [
      "--max-take 1000001",
      ["--max-take", "1000001"],
      "--max-take must be from 1 to 1000000, got 1000001",
    ],
    [
      "--default-take above --max-take",
      ["--default-take", "60", "--max-take", "50"],
      "--default-take 60 is above --max-take 50",
    ],
    [
      "--default-order UP",
      ["--default-order", "UP"],
      '--default-order must be one of ASC, DESC, got "UP"',
    ],
    [
      "--date-offset 3",
      ["--date-offset", "3"],
      '--date-offset must be Z or ±HH:MM (e.g. -03:00), got "3"',
    ],
    ["--v1-max-rows 0", ["--v1-max-rows", "0"], "--v1-max-rows must be from 1 to ∞, got 0"],
    ["--auth maybe", ["--auth", "maybe"], '--auth must be one of off, required, got "maybe"'],
    [
      "--credentials without a colon",
      ["--credentials", "ana"],
      "--credentials must be EMAIL:PASSWORD (no colon found)",
    ],
    [
      "--credentials with an empty password",
      ["--credentials", "ana@x.org:"],
      "--credentials must be EMAIL:PASSWORD (the password is empty)",
    ],
    ["--token-ttl 0", ["--token-ttl", "0"], "--token-ttl must be from 1 to ∞, got 0"],
    ["--cors maybe", ["--cors", "maybe"], '--cors must be one of on, off, got "maybe"'],
    [
      "--latency abc",
      ["--latency", "abc"],
      '--latency must be MS or MIN-MAX in milliseconds (e.g. 100-400), got "abc"',
    ],
    [
      "--latency 400-100",
      ["--latency", "400-100"],
      '--latency must be MIN-MAX with MIN at most MAX, got "400-100"',
    ],
    ["--fail-rate 2", ["--fail-rate", "2"], "--fail-rate must be from 0 to 1, got 2"],
    ["--fail-rate five", ["--fail-rate", "five"], '--fail-rate must be a number, got "five"'],
    [
      "--workers 0",
      ["--workers", "0"],
      '--workers must be auto or an integer from 1 to 256, got "0"',
    ],
    [
      "--workers many",
      ["--workers", "many"],
      '--workers must be auto or an integer from 1 to 256, got "many"',
    ],
    [
      "--since not a day",
      ["--since", "2020-13-01"],
      '--since must be a day YYYY-MM-DD, got "2020-13-01"',
    ],
    [
      "--until before any real data",
      ["--until", "2000-01-01"],
      "--until 2000-01-01 is before the first real data (2016-07-01)",
    ],
    [
      "a path without --data",
      ["data.json"],
      'unexpected argument "data.json" (data paths follow --data)',
    ],
    [
      "--data-strict without --data",
      ["--data-strict"],
      "--data-strict works only with --data PATH...",
    ],
    ["--watch without --data", ["--watch"], "--watch works only with --data PATH..."],
    [
      "--seed with --data",
      ["--data", "d", "--seed", "2"],
      "--seed chooses the generated world; --data serves yours instead",
    ],
    [
      "--occurrences with --data",
      ["--data", "d", "--occurrences", "2"],
      "--occurrences chooses the generated world; --data serves yours instead",
    ],
    [
      "--since with --data",
      ["--data", "d", "--since=2020-01-01"],
      "--since chooses the generated world; --data serves yours instead",
    ],
    [
      "--watch of standard input",
      ["--data", "-", "--watch"],
      "--watch cannot watch standard input (-): name files or folders",
    ],
    [
      "--watch with several workers",
      ["--data", "d", "--watch", "--workers", "2"],
      "--watch works with one process: drop --workers or --watch",
    ],
    [
      "--watch with --workers auto on four cores",
      ["--data", "d", "--watch", "--workers", "auto"],
      "--watch works with one process: drop --workers or --watch",
    ],
  ])("%s", (_name, argv, message) => {
    const plan = parseServePlan(argv, CONTEXT);
    expect(plan).toBeInstanceOf(UsageError);
    expect(plan instanceof UsageError ? plan.message : "").toBe(message);
  });

  test("an unknown flag -> named, on one line", () => {
    const plan = parseServePlan(["--colour"], CONTEXT);
    expect(plan instanceof UsageError ? plan.message : "").toMatch(
      /^Unknown option '--colour'[^\n]*$/,
    );
  });

  test("a bad --credentials never repeats the value (it may hold a password)", () => {
    const plan = parseServePlan(["--credentials", "hunter2"], CONTEXT);
    expect(plan instanceof UsageError ? plan.message : "").not.toContain("hunter2");
  });

  test.each<[string, string[], string]>([
    [
      "the form of a flag before a stray path",
      ["stray", "--default-take", "0x"],
      '--default-take must be an integer, got "0x"',
    ],
    [
      "a stray path before the app's settings",
      ["stray", "--date-offset", "3"],
      'unexpected argument "stray" (data paths follow --data)',
    ],
    [
      "the app's settings before --dirty",
      ["--dirty", "--date-offset", "3"],
      '--date-offset must be Z or ±HH:MM (e.g. -03:00), got "3"',
    ],
    [
      "--dirty before --workers",
      ["--dirty", "--workers", "0"],
      "--dirty needs --profile observed (dirty data is a departure of the real service)",
    ],
  ])("two mistakes -> the one the command always named first: %s", (_name, argv, message) => {
    const plan = parseServePlan(argv, CONTEXT);
    expect(plan instanceof UsageError ? plan.message : "").toBe(message);
  });
});
