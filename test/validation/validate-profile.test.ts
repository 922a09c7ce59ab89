import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runMain } from "../cli/helpers/run-main";
import { createValidateCommand } from "../../src/cli/validate-command";
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
  .filter((d) => !d.withinSpec && d.targets.some((t) => t.schema.startsWith("v2/")))
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

  it("a profile that is neither a name nor a folder is one line naming the flag, exit 2", async () => {
    const { code, errors } = await runMain(["validate", REAL, "--profile", "production"]);
    expect(code).toBe(2);
    expect(errors).toEqual([
      expect.stringMatching(/--profile production: neither spec, observed nor a folder/),
    ]);
  });
});

describe("validate --baseline / --write-baseline", () => {
  it("a baseline written today accepts today's findings and fails only on new ones", async () => {
    const file = join(temp.dir, "baseline.json");
    let said = "";
    const command = createValidateCommand({
      stdout: { write: () => true },
      stderr: { write: (text: string) => (said += text) },
    });
    expect(await command.run([REAL, "--write-baseline", file])).toBe(0);
    const baseline = JSON.parse(readFileSync(file, "utf8")) as {
      version: number;
      command: string;
      accepted: Array<{ fingerprint: string; ruleId: string }>;
    };
    expect([baseline.version, baseline.command]).toEqual([2, "validate"]);
    const fingerprints = baseline.accepted.map((entry) => entry.fingerprint);
    expect(fingerprints).toContain(
      "validate.schema v2/occurrences-response /data/*/transports/*/transport [type] departures/transport-object",
    );
    expect(said).toBe(`baseline ${file} written: ${fingerprints.length} fingerprint(s)\n`);
    const again = await validate([REAL, "--baseline", file]);
    expect(again.code).toBe(0);
    expect(again.out).toContain("accepted by the baseline");
    const changed = await validate([withNewBreak(), "--baseline", file]);
    expect(changed.code).toBe(1);
    expect(changed.out).toMatch(/^v2\/occurrences-response \/pageMeta\/page \[type\]: 1 violation/);
  });

  it("a baseline entry accepts exactly the finding it names, not another place or rule", async () => {
    const file = join(temp.dir, "one-entry.json");
    const pageType = "validate.schema v2/occurrences-response /pageMeta/page [type]";
    const entry = { fingerprint: pageType, ruleId: "validate.schema" };
    temp.write(
      "one-entry.json",
      JSON.stringify({ version: 2, command: "validate", accepted: [entry] }),
    );
    const broken = withNewBreak();
    const { code, out } = await validate([broken, "--baseline", file, "--reporter", "json"]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      results: Array<{
        violations: Array<{ fingerprint: string }>;
        accepted?: Array<{ fingerprint: string }>;
      }>;
    };
    const [result] = report.results;
    expect(result?.accepted?.map((v) => v.fingerprint)).toEqual([pageType]);
    expect(result?.violations.length).toBeGreaterThan(0);
    expect(result?.violations.some((v) => v.fingerprint === pageType)).toBe(false);
  });

  it.each([
    ["not JSON", "{", /--baseline .*: not JSON/],
    ["not a baseline", "[1, 2]", /--baseline .*: not a baseline file/],
    [
      "a baseline of conform",
      '{"version":2,"command":"conform","accepted":[]}',
      /a baseline of "conform", not of validate/,
    ],
    [
      "accepted not entries",
      '{"version":2,"command":"validate","accepted":["v2/states-response /msgCode [required]"]}',
      /"accepted" must be a list of \{"fingerprint": …\} entries/,
    ],
    [
      "version 1",
      '{"version":1,"command":"validate","accepted":[]}',
      /^[^\n]*--baseline .*: a version-1 baseline \(keyed by message\); write it again with --write-baseline$/,
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
      expect.stringMatching(/^.*--baseline .*nope\.json: cannot read it \(ENOENT\)$/),
    ]);
  });
});
