import { parseGenerateFixturesPlan } from "../../src/cli/generate-fixtures-plan";
import { parseGenerateOpenapiPlan } from "../../src/cli/generate-openapi-plan";
import { parseGeneratePlan, type GenerateSubcommand } from "../../src/cli/generate-plan";
import { argvOf, messageOf } from "./helpers/plan-table";

/** The clock the plans read `today` from. */
const NOW = new Date("2026-03-04T22:30:00Z");

/** The plan parser of each subcommand. */
const SUBCOMMAND_PLANS: Readonly<Record<GenerateSubcommand, (argv: string[]) => unknown>> = {
  fixtures: (argv) => parseGenerateFixturesPlan(argv, NOW),
  openapi: parseGenerateOpenapiPlan,
};

/** A `generate` command line read as the CLI reads it: the subcommand, then its own plan. */
function generate(line: string): unknown {
  const chosen = parseGeneratePlan(argvOf(line));
  return "subcommand" in chosen ? SUBCOMMAND_PLANS[chosen.subcommand]([...chosen.argv]) : chosen;
}

/** Each good command line's whole plan. */
const PLANS: Readonly<Record<string, object>> = {
  // The window as serve's: up to now (today's UTC date, ending at the minute of NOW) unless
  // --until pins the last day.
  "fixtures --out d": {
    out: "d",
    seed: 1,
    occurrences: 1000,
    window: { until: "2026-03-04", now: NOW.getTime() },
  },
  "fixtures --out d --seed 4294967295 --occurrences 1000000": {
    out: "d",
    seed: 4294967295,
    occurrences: 1_000_000,
    window: { until: "2026-03-04", now: NOW.getTime() },
  },
  "fixtures --out d --since 2024-01-01 --until 2025-12-31": {
    out: "d",
    seed: 1,
    occurrences: 1000,
    window: { since: "2024-01-01", until: "2025-12-31" },
  },
  "fixtures --out d --until today": {
    out: "d",
    seed: 1,
    occurrences: 1000,
    window: { until: "2026-03-04", now: NOW.getTime() },
  },
  "openapi --out -": { out: "-", options: {} },
  "openapi --out o.json --auth off": { out: "o.json", options: { auth: "off" } },
  "openapi --out o.json --server-url http://h:1 --auth required": {
    out: "o.json",
    options: { serverUrl: "http://h:1", auth: "required" },
  },
};

const SUBCOMMANDS = "(one of: fixtures, openapi)";

/** The one-line UsageError of each bad command line. */
const FAILS: Readonly<Record<string, string>> = {
  "": `missing subcommand ${SUBCOMMANDS}`,
  "--out d": `missing subcommand ${SUBCOMMANDS}`,
  docs: `unknown subcommand "docs" ${SUBCOMMANDS}`,
  toString: `unknown subcommand "toString" ${SUBCOMMANDS}`,
  fixtures: "--out DIR is required",
  "fixtures --out d --seed -1": "--seed must be from 0 to 4294967295, got -1",
  "fixtures --out d --occurrences 1000001": "--occurrences must be from 0 to 1000000, got 1000001",
  "fixtures --out=": "--out needs a value",
  "fixtures --out d --until 2025-13-01": '--until must be a day YYYY-MM-DD, got "2025-13-01"',
  "fixtures --out d --since 2025-06-01 --until 2025-01-01":
    "--until 2025-01-01 is before --since 2025-06-01",
  openapi: "--out FILE is required",
  "openapi --out - --server-url /api": '--server-url must be an absolute URL, got "/api"',
  "openapi --out - --auth maybe": '--auth must be one of off, required, got "maybe"',
};

describe("the plans of generate and its subcommands, nothing written", () => {
  test("generate names the subcommand and hands it the arguments after its name", () => {
    expect(parseGeneratePlan(argvOf("fixtures --out d"))).toEqual({
      subcommand: "fixtures",
      argv: ["--out", "d"],
    });
  });

  test.each(Object.entries(PLANS))("generate %s -> %j", (line, expected) => {
    expect(generate(line)).toEqual(expected);
  });

  test.each(Object.entries(FAILS))("generate %s -> UsageError %s", (line, message) => {
    expect(messageOf(generate(line))).toBe(message);
  });
});
