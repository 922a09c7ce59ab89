import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runMain } from "../cli/helpers/run-main";
import { getDepartures } from "../../src/schemas";
import { runValidate as validate } from "./run-validate";
import { createTempDir } from "./temp-dir";

const REAL = join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json");
const temp = createTempDir("validate-profile");
afterAll(() => temp.remove());

/** The real-world body with one more break that no one has seen in production. */
function withNewBreak(): string {
  const body = JSON.parse(readFileSync(REAL, "utf8")) as { pageMeta: { page: unknown } };
  body.pageMeta.page = "1";
  return temp.write("new-break.json", JSON.stringify(body));
}

/** Departures the real-world fixture carries that make the spec fail (those within it do not). */
const FAILING = getDepartures()
  .filter((d) => !d.withinSpec)
  .map((d) => d.name);

describe("validate --profile", () => {
  it("spec fails a real-world answer and names every known departure in it", async () => {
    const { code, out } = await validate([REAL, "--reporter", "json"]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      results: Array<{ violations: Array<{ departure?: string }> }>;
    };
    const named = new Set(report.results[0]?.violations.map((v) => v.departure));
    expect([...named].sort()).toEqual([...FAILING].sort());
  });

  it("observed passes it, listing each departure as a warning, exit 0", async () => {
    const { code, out } = await validate([REAL, "--profile", "observed"]);
    expect(code).toBe(0);
    expect(out).toContain("known departures of the real service (warnings");
    for (const name of FAILING) expect(out).toContain(`(${name})`);
    expect(out.trimEnd().split("\n").pop()).toMatch(
      /1 valid, 0 invalid \(11 known departures as warnings\)$/,
    );
  });

  it("observed still fails a break that is no known departure", async () => {
    const { code, out } = await validate([withNewBreak(), "--profile", "observed"]);
    expect(code).toBe(1);
    expect(out).toMatch(/\/pageMeta\/page \[type\]: 1 violation in 1 body/);
  });

  it("an unknown profile is one line naming the flag, exit 2", async () => {
    const { code, errors } = await runMain(["validate", REAL, "--profile", "production"]);
    expect(code).toBe(2);
    expect(errors).toEqual([expect.stringMatching(/--profile must be one of spec, observed/)]);
  });
});

describe("validate --baseline / --write-baseline", () => {
  it("a baseline written today accepts today's findings and fails only on new ones", async () => {
    const file = join(temp.dir, "baseline.json");
    const written = await validate([REAL, "--write-baseline", file]);
    expect(written.code).toBe(0);
    const baseline = JSON.parse(readFileSync(file, "utf8")) as { accepted: string[] };
    expect(baseline.accepted).toContain(
      "v2/occurrences-response /data/*/transports/*/transport [type] departures/transport-object",
    );
    const again = await validate([REAL, "--baseline", file]);
    expect(again.code).toBe(0);
    expect(again.out).toContain("accepted by the baseline");
    const changed = await validate([withNewBreak(), "--baseline", file]);
    expect(changed.code).toBe(1);
    expect(changed.out).toMatch(/^v2\/occurrences-response \/pageMeta\/page \[type\]: 1 violation/);
  });

  it.each([
    ["not JSON", "{", /--baseline .*: not JSON/],
    ["not a baseline", "[1, 2]", /--baseline .*: not a baseline file/],
    [
      "a baseline of conform",
      '{"version":1,"command":"conform","accepted":[]}',
      /a baseline of "conform", not of validate/,
    ],
    [
      "accepted not strings",
      '{"version":1,"command":"validate","accepted":[1]}',
      /"accepted" must be a list of strings/,
    ],
  ])(
    "a malformed baseline file (%s) is one line naming the flag, exit 2",
    async (_what, text, message) => {
      const file = temp.write(`bad-${text.length}.json`, text);
      const { code, errors } = await runMain(["validate", REAL, "--baseline", file]);
      expect(code).toBe(2);
      expect(errors).toEqual([expect.stringMatching(message)]);
    },
  );

  it("a missing baseline file is one line naming the flag, exit 2", async () => {
    const { code, errors } = await runMain([
      "validate",
      REAL,
      "--baseline",
      join(temp.dir, "nope.json"),
    ]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      expect.stringMatching(/^.*--baseline .*nope\.json: cannot read: ENOENT$/),
    ]);
  });
});
