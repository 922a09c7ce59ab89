import { parseValidatePlan, type ValidatePlan } from "../../src/cli/validate-plan";
import { UsageError } from "../../src/cli/usage-error";

function planOf(argv: readonly string[]): ValidatePlan {
  const plan = parseValidatePlan(argv);
  if (plan instanceof UsageError) throw new Error(`unexpected UsageError: ${plan.message}`);
  return plan;
}

function messageOf(argv: readonly string[]): string {
  const plan = parseValidatePlan(argv);
  return plan instanceof UsageError ? plan.message : "no UsageError";
}

describe("parseValidatePlan: one PATH -> every default (no file is read)", () => {
  test("the defaults of validate", () => {
    const plan = planOf(["no/such/file.json"]);
    expect(plan).toMatchObject({
      kind: "validate",
      paths: ["no/such/file.json"],
      strict: false,
      profile: "spec",
      reports: { reporters: ["console"] },
      baselineFlags: {},
    });
    expect(plan).not.toHaveProperty("schema");
    expect(plan).not.toHaveProperty("reports.out");
  });
});

describe("parseValidatePlan: each flag sets its part of the plan", () => {
  test.each<[string, string[], Record<string, unknown>]>([
    [
      "--list-schemas -> only the list, whatever else is given",
      ["--list-schemas", "--schema", "nope", "--reporter", "json", "--reporter", "junit"],
      { kind: "list-schemas" },
    ],
    ["PATHs in order, - once", ["a.json", "-", "b"], { paths: ["a.json", "-", "b"] }],
    [
      "--schema v2/occurrence",
      ["--schema", "v2/occurrence", "a.json"],
      { schema: "v2/occurrence" },
    ],
    ["--strict", ["--strict", "a.json"], { strict: true }],
    ["--profile observed", ["--profile", "observed", "a.json"], { profile: "observed" }],
    [
      "--reporter junit --out FILE",
      ["--reporter", "junit", "--out", "r.xml", "a.json"],
      { reports: expect.objectContaining({ reporters: ["junit"], out: "r.xml" }) },
    ],
    [
      "several reporters with --out FOLDER",
      ["--reporter", "json", "--reporter", "console", "--out", "dir", "a.json"],
      { reports: expect.objectContaining({ reporters: ["json", "console"], out: "dir" }) },
    ],
    [
      "--baseline and --write-baseline -> their paths, read by the run",
      ["--baseline", "a.json", "--write-baseline", "b.json", "x.json"],
      { baselineFlags: { baseline: "a.json", "write-baseline": "b.json" } },
    ],
  ])("%s", (_name, argv, expected) => {
    expect(planOf(argv)).toMatchObject(expected);
  });
});

describe("parseValidatePlan: a bad command line -> the one-line UsageError as a value", () => {
  test.each<[string, string[], string]>([
    ["no PATH", [], "give at least one PATH (- for stdin)"],
    ["- twice", ["-", "-"], "- (standard input) can be given only once"],
    [
      "--schema unknown",
      ["--schema", "v9/thing", "a.json"],
      'unknown schema "v9/thing" (validate --list-schemas prints the names)',
    ],
    [
      "an unknown --schema is named before a missing PATH",
      ["--schema", "v9/thing"],
      'unknown schema "v9/thing" (validate --list-schemas prints the names)',
    ],
    [
      "--profile real",
      ["--profile", "real", "a.json"],
      '--profile must be one of spec, observed, got "real"',
    ],
    [
      "--reporter html",
      ["--reporter", "html", "a.json"],
      '--reporter must be one of console, json, junit, got "html"',
    ],
    [
      "two reporters without --out",
      ["--reporter", "json", "--reporter", "junit", "a.json"],
      "2 reporters need --out FOLDER, one file each",
    ],
    ["--out with no value", ["--out", "", "a.json"], "--out needs a value"],
  ])("%s", (_name, argv, message) => {
    expect(messageOf(argv)).toBe(message);
  });
});
