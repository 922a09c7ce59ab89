import { parseLearnPlan } from "../../src/cli/learn-plan";
import { argvOf, messageOf, planOf } from "./helpers/plan-table";

const learn = (line: string) => parseLearnPlan(argvOf(line));

/** What each command line sets in the plan (the rest keeps its default). */
const SETS: Readonly<Record<string, object>> = {
  "a.har - dir": { paths: ["a.har", "-", "dir"] },
  "--profile observed a.har": { profile: "observed" },
  "--profile learned/prod a.har": { profile: "learned/prod" },
  "--write-departures out a.har": { writeDepartures: "out" },
  "--url https://x.org/api/v2/occurrences a.json": { url: "https://x.org/api/v2/occurrences" },
  "--reporter junit --out r.xml a.har": { reports: { reporters: ["junit"], out: "r.xml" } },
  "--baseline b.json a.har": { baselineFlags: { baseline: "b.json" } },
};

/** The one-line UsageError of each bad command line. */
const FAILS: Readonly<Record<string, string>> = {
  "": "give at least one PATH (- for stdin)",
  "- -": "- (standard input) can be given only once",
  "--reporter pdf a.har": '--reporter must be one of console, json, junit, html, got "pdf"',
  "--reporter json --reporter html a.har": "2 reporters need --out FOLDER, one file each",
  "--write-departures= a.har": "--write-departures needs a value",
};

describe("parseLearnPlan: the plan of a learn command line, no file read", () => {
  test("one PATH -> every default", () => {
    const plan = planOf(learn("capture.har"));
    expect(plan).toMatchObject({
      paths: ["capture.har"],
      profile: "spec",
      reports: { reporters: ["console"] },
      baselineFlags: {},
    });
    expect(plan).not.toHaveProperty("writeDepartures");
  });

  test.each(Object.entries(SETS))("learn %s -> sets %j", (line, expected) => {
    expect(planOf(learn(line))).toMatchObject(expected);
  });

  test.each(Object.entries(FAILS))("learn %s -> UsageError %s", (line, message) => {
    expect(messageOf(learn(line))).toBe(message);
  });
});
