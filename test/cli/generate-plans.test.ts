import { parseGenerateFixturesPlan } from "../../src/cli/generate-fixtures-plan";
import { parseGenerateOpenapiPlan } from "../../src/cli/generate-openapi-plan";
import { parseGeneratePlan } from "../../src/cli/generate-plan";
import { UsageError } from "../../src/cli/usage-error";

/** The message of a UsageError value, or what else came back. */
function messageOf(value: unknown): string {
  return value instanceof UsageError ? value.message : `no UsageError: ${JSON.stringify(value)}`;
}

describe("parseGeneratePlan: the subcommand and the arguments after it", () => {
  test.each([
    ["fixtures and its flags", ["fixtures", "--out", "d"], "fixtures", ["--out", "d"]],
    ["openapi alone", ["openapi"], "openapi", []],
  ])("%s", (_name, argv, subcommand, rest) => {
    expect(parseGeneratePlan(argv)).toEqual({ subcommand, argv: rest });
  });

  test.each([
    ["no subcommand", [], "missing subcommand (one of: fixtures, openapi)"],
    ["a flag first", ["--out", "d"], "missing subcommand (one of: fixtures, openapi)"],
    ["an unknown one", ["docs"], 'unknown subcommand "docs" (one of: fixtures, openapi)'],
    [
      "a name every object has",
      ["toString"],
      'unknown subcommand "toString" (one of: fixtures, openapi)',
    ],
  ])("%s -> a UsageError value", (_name, argv, message) => {
    expect(messageOf(parseGeneratePlan(argv))).toBe(message);
  });
});

describe("parseGenerateFixturesPlan: --out required, --seed 1 and --occurrences 1000 by default", () => {
  test.each([
    ["--out only -> the defaults", ["--out", "d"], { out: "d", seed: 1, occurrences: 1000 }],
    [
      "--seed and --occurrences",
      ["--out", "d", "--seed", "4294967295", "--occurrences", "1000000"],
      { out: "d", seed: 4294967295, occurrences: 1_000_000 },
    ],
  ])("%s", (_name, argv, expected) => {
    expect(parseGenerateFixturesPlan(argv)).toEqual(expected);
  });

  test.each([
    ["no --out", [], "--out DIR is required"],
    ["--seed -1", ["--out", "d", "--seed", "-1"], "--seed must be from 0 to 4294967295, got -1"],
    [
      "--occurrences past a million",
      ["--out", "d", "--occurrences", "1000001"],
      "--occurrences must be from 0 to 1000000, got 1000001",
    ],
    ["--out with no value", ["--out", ""], "--out needs a value"],
  ])("%s -> a UsageError value", (_name, argv, message) => {
    expect(messageOf(parseGenerateFixturesPlan(argv))).toBe(message);
  });
});

describe("parseGenerateOpenapiPlan: --out required, --server-url and --auth optional", () => {
  test.each([
    ["--out only -> no options", ["--out", "-"], { out: "-", options: {} }],
    [
      "--server-url and --auth required",
      ["--out", "o.json", "--server-url", "http://h:1", "--auth", "required"],
      { out: "o.json", options: { serverUrl: "http://h:1", auth: "required" } },
    ],
    [
      "--auth off",
      ["--out", "o.json", "--auth", "off"],
      { out: "o.json", options: { auth: "off" } },
    ],
  ])("%s", (_name, argv, expected) => {
    expect(parseGenerateOpenapiPlan(argv)).toEqual(expected);
  });

  test.each([
    ["no --out", [], "--out FILE is required"],
    [
      "--server-url not absolute",
      ["--out", "-", "--server-url", "/api"],
      '--server-url must be an absolute URL, got "/api"',
    ],
    [
      "--auth maybe",
      ["--out", "-", "--auth", "maybe"],
      '--auth must be one of off, required, got "maybe"',
    ],
  ])("%s -> a UsageError value", (_name, argv, message) => {
    expect(messageOf(parseGenerateOpenapiPlan(argv))).toBe(message);
  });
});
