import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EVERY_REPORTER, readReports } from "../report/read-reports";
import { runValidate as validate } from "./run-validate";
import { createTempDir } from "./temp-dir";

const REAL = join(__dirname, "..", "fixtures", "real-world", "salvador-occurrences.json");
const temp = createTempDir("validate-baseline-accepted");
afterAll(() => temp.remove());

const PAGE_TYPE = "validate.schema v2/occurrences-response /pageMeta/page [type]";
const STALE = "validate.schema v2/states-response /msgCode [required]";

/** The real-world body (its departures warnings under observed) with `pageMeta.page` as text. */
function pageAsText(): string {
  const body = JSON.parse(readFileSync(REAL, "utf8")) as { pageMeta: { page: unknown } };
  body.pageMeta.page = "1";
  return temp.write("page-as-text.json", JSON.stringify(body));
}

function baselineOf(name: string, fingerprints: readonly string[]): string {
  const accepted = fingerprints.map((fingerprint) => ({ fingerprint }));
  return temp.write(name, JSON.stringify({ version: 2, command: "validate", accepted }));
}

test("validate --baseline: a violation it names is reported as accepted by every reporter, an entry that accepted nothing is listed as stale, and only unaccepted violations fail", async () => {
  const body = pageAsText();
  const args = [body, "--profile", "observed"];
  // Without a baseline, and with one whose only entry accepts nothing: the violation fails.
  expect((await validate(args)).code).toBe(1);
  expect((await validate([...args, "--baseline", baselineOf("stale.json", [STALE])])).code).toBe(1);

  const file = baselineOf("baseline.json", [PAGE_TYPE, STALE]);
  const out = join(temp.dir, "reports");
  const { code } = await validate([...args, "--baseline", file, ...EVERY_REPORTER, "--out", out]);
  expect(code).toBe(0);
  const reports = readReports(out, "validation-report");

  const json = JSON.parse(reports.json) as {
    summary: { valid: number; accepted: number };
    results: Array<{
      status: string;
      violations: unknown[];
      accepted?: Array<{ fingerprint: string }>;
    }>;
    staleBaseline?: string[];
  };
  expect(json.results[0]).toMatchObject({ status: "valid", violations: [] });
  expect(json.results[0]?.accepted?.map((v) => v.fingerprint)).toEqual([PAGE_TYPE]);
  expect(json.summary).toMatchObject({ valid: 1, accepted: 1 });
  expect(json.staleBaseline).toEqual([STALE]);

  expect(reports.console).toContain(
    "accepted by the baseline:\n  v2/occurrences-response /pageMeta/page [type]: 1 finding in 1 body",
  );
  expect(reports.console).toContain(
    `stale baseline entries (they accepted no finding of this run; remove them):\n  ${STALE}\n`,
  );
  expect(reports.junit).toMatch(
    /<testcase [^>]*>\n {6}<system-out>accepted: validate\.schema v2\/occurrences-response \/pageMeta\/page \[type\]<\/system-out>/,
  );
  expect(reports.junit).toMatch(
    /<testsuite name="baseline"[^]*<system-out>stale baseline entries[^<]*states-response \/msgCode \[required\]<\/system-out>/,
  );
  expect(reports.junit).not.toContain("<failure");
  expect(reports.html).toMatch(
    /<tr data-status="accepted"><td class="accepted">accepted<\/td><td>validate\.schema/,
  );
  expect(reports.html).toContain(`<li>stale baseline entry: ${STALE}</li>`);
});
