import { parseFlags, type FlagSpecs } from "../../src/cli/parse-flags";
import { UsageError } from "../../src/cli/usage-error";

const SPECS: FlagSpecs = {
  count: { type: "integer", min: 0, max: 10, default: 1, description: "a count" },
  offset: { type: "string", description: "an offset" },
  ratio: { type: "number", min: 0, max: 1, description: "a ratio" },
  mode: { type: "choice", choices: ["a", "b"], description: "a mode" },
  tag: { type: "string", repeat: true, description: "tags" },
  quiet: { type: "boolean", description: "quiet" },
};

describe("parseFlags", () => {
  test.each([
    ["no flags -> defaults filled in, absent ones undefined", [], { count: 1, offset: undefined }],
    ["--count 3 -> the integer 3", ["--count", "3"], { count: 3 }],
    [
      "--offset -03:00 -> a value starting with a dash is the flag's value",
      ["--offset", "-03:00"],
      { offset: "-03:00" },
    ],
    ["--offset=-03:00 -> the same", ["--offset=-03:00"], { offset: "-03:00" }],
    ["--ratio 0.05 -> the number 0.05", ["--ratio", "0.05"], { ratio: 0.05 }],
    [
      "--tag a --tag b -> repeated values in order",
      ["--tag", "a", "--tag", "b"],
      { tag: ["a", "b"] },
    ],
    ["--quiet -> true", ["--quiet"], { quiet: true }],
  ])("%s", (_name, argv, expected) => {
    expect(parseFlags(argv, SPECS).flags).toMatchObject(expected);
  });

  test.each([
    [
      "--count -5 -> below the minimum, named with the range",
      ["--count", "-5"],
      "--count must be from 0 to 10, got -5",
    ],
    ["--count 2.5 -> not an integer", ["--count", "2.5"], '--count must be an integer, got "2.5"'],
    ["--ratio 2 -> above the maximum", ["--ratio", "2"], "--ratio must be from 0 to 1, got 2"],
    ["--mode c -> not a choice", ["--mode", "c"], '--mode must be one of a, b, got "c"'],
    ["--colour -> unknown flag, named", ["--colour"], "--colour"],
    [
      "--offset --quiet -> a missing value is not taken from the next flag",
      ["--offset", "--quiet"],
      "--offset",
    ],
  ])("%s", (_name, argv, message) => {
    expect(() => parseFlags(argv, SPECS)).toThrow(UsageError);
    expect(() => parseFlags(argv, SPECS)).toThrow(message);
  });

  test.each([
    [
      "a required flag left out -> named with its placeholder",
      { out: { type: "string", placeholder: "DIR", required: true, description: "out" } },
      [],
      "--out DIR is required",
    ],
    [
      "an argument that is not a flag, for a command that takes none -> named",
      SPECS,
      ["stray"],
      'unexpected argument "stray"',
    ],
  ] as const)("%s", (_name, specs, argv, message) => {
    expect(() => parseFlags(argv, specs as FlagSpecs)).toThrow(new UsageError(message));
  });

  test("a command that takes positionals gets them in order", () => {
    expect(
      parseFlags(["a.json", "--quiet", "b.json"], SPECS, { positionals: true }).positionals,
    ).toEqual(["a.json", "b.json"]);
  });

  test.each([
    [
      "a known flag without its dash -> the flag meant",
      ["--baseurl"],
      { base: "base-url" },
      "unknown flag --baseurl (did you mean --base-url?)",
    ],
    [
      "one letter off -> the flag meant",
      ["--reporters", "json"],
      { base: "reporter" },
      "unknown flag --reporters (did you mean --reporter?)",
    ],
    [
      "the start of one flag only -> that flag",
      ["--max-req", "5"],
      { base: "max-requests" },
      "unknown flag --max-req (did you mean --max-requests?)",
    ],
    ["nothing close -> no guess", ["--colour"], { base: "base-url" }, "unknown flag --colour"],
    [
      "a short flag -> named, with how flags are spelled",
      ["-x"],
      { base: "base-url" },
      "unknown flag -x (flags are spelled --name)",
    ],
    [
      "--flag=value -> the flag named, not its value",
      ["--baseurl=http://x"],
      { base: "base-url" },
      "unknown flag --baseurl (did you mean --base-url?)",
    ],
  ])("an unknown flag: %s", (_name, argv, { base }, message) => {
    const specs: FlagSpecs = {
      [base]: { type: "string", description: "x" },
      "max-wait": { type: "integer", description: "x" },
      quiet: { type: "boolean", description: "x" },
    };
    expect(() => parseFlags(argv, specs)).toThrow(new UsageError(message));
  });

  test("an unknown flag's error asks the CLI to point to --help; a bad value's does not", () => {
    const helpOf = (argv: string[]): boolean | undefined => {
      try {
        parseFlags(argv, SPECS);
      } catch (error) {
        return (error as UsageError).help;
      }
      return undefined;
    };
    expect(helpOf(["--colour"])).toBe(true);
    expect(helpOf(["--count", "x"])).toBe(false);
  });

  test("a value that looks like a flag, and what follows --, are not unknown flags", () => {
    expect(
      parseFlags(["--offset=-x", "--", "--colour"], SPECS, { positionals: true }).positionals,
    ).toEqual(["--colour"]);
  });

  test("an unknown flag's message is one line", () => {
    try {
      parseFlags(["--colour"], SPECS);
      throw new Error("no error");
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });
});
