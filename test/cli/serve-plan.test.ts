import { parseServePlan, type ServePlanContext } from "../../src/cli/serve-plan";
import { argvOf, messageOf, planOf } from "./helpers/plan-table";

/** The clock and the machine the plans are read against: nothing is asked of the real ones. */
const CONTEXT: ServePlanContext = { now: new Date("2026-03-04T12:00:00Z"), cores: 4 };

const serve = (line: string, context = CONTEXT) => parseServePlan(argvOf(line), context);

/** What each command line sets in the plan (the rest keeps its default). */
const SETS: Readonly<Record<string, object>> = {
  "--port 0": { port: 0 },
  "--host ::1": { host: "::1" },
  "--quiet": { quiet: true },
  "--seed 7": { world: { kind: "generated", seed: 7 } },
  "--occurrences 40": { world: { kind: "generated", occurrences: 40 } },
  "--since 2020-01-01 --until 2020-12-31": {
    world: { window: { since: "2020-01-01", until: "2020-12-31" } },
  },
  "--until today": { world: { window: { until: "2026-03-04", now: CONTEXT.now.getTime() } } },
  // The world runs up to the moment serve starts unless --until pins it (tests, fixtures, CI).
  "--since 2020-01-01": {
    world: { window: { since: "2020-01-01", until: "2026-03-04", now: CONTEXT.now.getTime() } },
  },
  "--until 2026-03-02T08:30:00Z": {
    world: { window: { until: "2026-03-02", now: Date.parse("2026-03-02T08:30:00Z") } },
  },
  "--until 2025-12-31": { world: { window: { until: "2025-12-31" } } },
  "--port 0 --quiet --port-file run/port": { port: 0, quiet: true, portFile: "run/port" },
  "--profile observed": {
    profile: "observed",
    unknownParameters: "ignore",
    settings: { v1ReversedRange: "swap" },
  },
  "--profile observed --dirty": { world: { dirty: true } },
  "--profile learned/prod": { profile: "spec", profileDir: "learned/prod" },
  "--profile learned/prod --dirty": { profileDir: "learned/prod", world: { dirty: true } },
  "--unknown-parameters ignore": { unknownParameters: "ignore" },
  "--v1-bounds exclusive": { settings: { v1Bounds: "exclusive" } },
  "--v1-reversed-range swap": { settings: { v1ReversedRange: "swap" } },
  "--profile observed --v1-reversed-range empty": { settings: { v1ReversedRange: "empty" } },
  "--profile observed --unknown-parameters reject": { unknownParameters: "reject" },
  "--default-take 10 --max-take 50": { settings: { defaultTake: 10, maxTake: 50 } },
  "--default-order DESC --date-offset -03:00": {
    settings: { defaultOrder: "DESC", dateOffset: "-03:00" },
  },
  "--v1-max-rows 5": { settings: { v1MaxRows: 5 } },
  "--auth required --token-ttl 60": { settings: { auth: "required", tokenTtlSeconds: 60 } },
  "--credentials ana@x.org:pw": {
    settings: { credentials: { email: "ana@x.org", password: "pw" } },
  },
  "--token-secret s3cret": { settings: { tokenSecret: "s3cret" } },
  "--cors off": { settings: { cors: false } },
  "--latency 100-400 --fail-rate 0.05": {
    settings: { latency: { min: 100, max: 400 }, failRate: 0.05 },
  },
  "--latency 50": { settings: { latency: { min: 50, max: 50 } } },
  "--workers 3": { workers: 3 },
  "--answer-cache 8": { answerCacheBytes: 8 * 1024 * 1024 },
  "--answer-cache 0": { answerCacheBytes: 0 },
  "--workers auto": { workers: CONTEXT.cores },
  "--data a --data b c": { world: { kind: "data", paths: ["a", "b", "c"] } },
  "--data -": { world: { kind: "data", paths: ["-"], strict: false, watch: false } },
  "--data d --data-strict --watch": { world: { kind: "data", strict: true, watch: true } },
  "--data d": { world: { kind: "data", maxStreamBytes: 1024 * 1024 * 1024 } },
  "--data - --max-stream-mb 8": { world: { kind: "data", maxStreamBytes: 8 * 1024 * 1024 } },
  "--data d --watch --workers 1": { workers: 1 },
};

/** The one-line UsageError of each bad command line. */
const FAILS: Readonly<Record<string, string>> = {
  "--port 70000": "--port must be from 0 to 65535, got 70000",
  "--port x": '--port must be an integer, got "x"',
  "--seed -1": "--seed must be from 0 to 4294967295, got -1",
  "--occurrences 2000001": "--occurrences must be from 0 to 2000000, got 2000001",
  "--host=": "--host needs a value",
  "--profile learned/prod --data a.json":
    "--profile DIR shapes a generated world: drop --data or use observed",
  "--port-file=": "--port-file needs a value",
  "--unknown-parameters drop": '--unknown-parameters must be one of reject, ignore, got "drop"',
  "--v1-bounds strict": '--v1-bounds must be one of inclusive, exclusive, got "strict"',
  "--dirty": "--dirty needs --profile observed (dirty data is a departure of the real service)",
  "--default-take 0": "--default-take must be from 1 to ∞, got 0",
  "--max-take 1000001": "--max-take must be from 1 to 1000000, got 1000001",
  "--default-take 60 --max-take 50": "--default-take 60 is above --max-take 50",
  "--default-order UP": '--default-order must be one of ASC, DESC, got "UP"',
  "--date-offset 3": '--date-offset must be Z or ±HH:MM (e.g. -03:00), got "3"',
  "--v1-max-rows 0": "--v1-max-rows must be from 1 to ∞, got 0",
  "--auth maybe": '--auth must be one of off, required, got "maybe"',
  "--credentials ana": "--credentials must be EMAIL:PASSWORD (no colon found)",
  "--credentials :pw": "--credentials must be EMAIL:PASSWORD (the email is empty)",
  "--credentials ana@x.org:": "--credentials must be EMAIL:PASSWORD (the password is empty)",
  "--token-ttl 0": "--token-ttl must be from 1 to ∞, got 0",
  "--token-secret=": "--token-secret needs a value",
  "--cors maybe": '--cors must be one of on, off, got "maybe"',
  "--latency abc": '--latency must be MS or MIN-MAX in milliseconds (e.g. 100-400), got "abc"',
  "--latency 400-100": '--latency must be MIN-MAX with MIN at most MAX, got "400-100"',
  "--fail-rate 2": "--fail-rate must be from 0 to 1, got 2",
  "--fail-rate five": '--fail-rate must be a number, got "five"',
  "--workers 0": '--workers must be auto or an integer from 1 to 256, got "0"',
  "--answer-cache -1": "--answer-cache must be from 0 to 65536, got -1",
  "--workers many": '--workers must be auto or an integer from 1 to 256, got "many"',
  "--since 2020-13-01": '--since must be a day YYYY-MM-DD, got "2020-13-01"',
  "--until 2000-01-01": "--until 2000-01-01 is before the first real data (2016-07-05)",
  "data.json": 'unexpected argument "data.json" (data paths follow --data)',
  "--data-strict": "--data-strict works only with --data PATH...",
  "--watch": "--watch works only with --data PATH...",
  "--data d --seed 2": "--seed chooses the generated world; --data serves yours instead",
  "--data d --occurrences 2":
    "--occurrences chooses the generated world; --data serves yours instead",
  "--data d --since=2020-01-01": "--since chooses the generated world; --data serves yours instead",
  "--data - --watch": "--watch cannot watch standard input (-): name files or folders",
  "--data d --watch --workers 2": "--watch works with one process: drop --workers or --watch",
  "--data d --watch --workers auto": "--watch works with one process: drop --workers or --watch",
  // Two mistakes: the one the command always named first.
  "stray --default-take 0x": '--default-take must be an integer, got "0x"',
  "stray --date-offset 3": 'unexpected argument "stray" (data paths follow --data)',
  "--dirty --date-offset 3": '--date-offset must be Z or ±HH:MM (e.g. -03:00), got "3"',
  "--dirty --workers 0":
    "--dirty needs --profile observed (dirty data is a departure of the real service)",
};

describe("parseServePlan: the plan of a serve command line, nothing started", () => {
  test("no flags -> every default", () => {
    expect(planOf(serve(""))).toEqual({
      port: 3000,
      host: "127.0.0.1",
      quiet: false,
      profile: "spec",
      world: {
        kind: "generated",
        seed: 1,
        occurrences: 10_000,
        window: { until: "2026-03-04", now: CONTEXT.now.getTime() },
        dirty: false,
      },
      settings: {
        defaultTake: 25,
        maxTake: 5000,
        dateOffset: "Z",
        defaultOrder: "ASC",
        auth: "off",
        tokenTtlSeconds: 3600,
        cors: true,
        failRate: 0,
        v1Bounds: "inclusive",
        v1ReversedRange: "empty",
      },
      unknownParameters: "reject",
      workers: 1,
      answerCacheBytes: 64 * 1024 * 1024,
    });
  });

  test.each(Object.entries(SETS))("serve %s -> sets %j", (line, expected) => {
    expect(planOf(serve(line))).toMatchObject(expected);
  });

  test.each(Object.entries(FAILS))("serve %s -> UsageError %s", (line, message) => {
    expect(messageOf(serve(line))).toBe(message);
  });

  test("--workers auto --watch on a one-core machine is one process: allowed", () => {
    const plan = planOf(serve("--data d --watch --workers auto", { ...CONTEXT, cores: 1 }));
    expect(plan.workers).toBe(1);
  });

  test("an unknown flag -> named, on one line", () => {
    expect(messageOf(serve("--colour"))).toBe("unknown flag --colour");
  });

  test("a bad --credentials never repeats the value (it may hold a password)", () => {
    expect(messageOf(serve("--credentials hunter2"))).not.toContain("hunter2");
  });
});
