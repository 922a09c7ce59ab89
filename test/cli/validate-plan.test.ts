import { parseValidatePlan } from "../../src/cli/validate-plan";
import { argvOf, messageOf, planOf } from "./helpers/plan-table";

const validate = (line: string) => parseValidatePlan(argvOf(line));

/** What each command line sets in the plan (the rest keeps its default). */
const SETS: Readonly<Record<string, object>> = {
  "--list-schemas --schema nope --reporter json --reporter junit": { kind: "list-schemas" },
  "a.json - b": { kind: "validate", paths: ["a.json", "-", "b"] },
  "--schema v2/occurrence a.json": { schema: "v2/occurrence" },
  "--strict a.json": { strict: true },
  "--profile observed a.json": { profile: "observed" },
  "--profile learned/prod a.json": { profile: "learned/prod" },
  "--reporter junit --out r.xml a.json": { reports: { reporters: ["junit"], out: "r.xml" } },
  "--reporter json --reporter console --out dir a.json": {
    reports: { reporters: ["json", "console"], out: "dir" },
  },
  "--baseline a.json --write-baseline b.json x.json": {
    baselineFlags: { baseline: "a.json", "write-baseline": "b.json" },
  },
};

/** The one-line UsageError of each bad command line. */
const FAILS: Readonly<Record<string, string>> = {
  "": "give at least one PATH (- for stdin)",
  "- -": "- (standard input) can be given only once",
  "--schema v9/thing a.json":
    'unknown schema "v9/thing" (validate --list-schemas prints the names)',
  "--reporter pdf a.json": '--reporter must be one of console, json, junit, html, got "pdf"',
  "--reporter json --reporter junit a.json": "2 reporters need --out FOLDER, one file each",
  "--out= a.json": "--out needs a value",
  // Two mistakes: the one the command always named first.
  "--schema v9/thing": 'unknown schema "v9/thing" (validate --list-schemas prints the names)',
};

describe("parseValidatePlan: the plan of a validate command line, no file read", () => {
  test("one PATH -> every default", () => {
    const plan = planOf(validate("no/such/file.json"));
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

  test.each(Object.entries(SETS))("validate %s -> sets %j", (line, expected) => {
    expect(planOf(validate(line))).toMatchObject(expected);
  });

  test.each(Object.entries(FAILS))("validate %s -> UsageError %s", (line, message) => {
    expect(messageOf(validate(line))).toBe(message);
  });
});
