import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createConformCommand } from "../../src/cli/conform-command";
import { createTempDir } from "../validation/temp-dir";
import { EVERY_REPORTER, readReports } from "../report/read-reports";
import { rewriting } from "./broken/answers";
import { brokenFetch, type Breakage } from "./broken/break-handler";
import { testWorldHandler } from "./broken/mock-handlers";
import { CORE_BASE_URL } from "./helpers/core-fetch";

const temp = createTempDir("conform-baseline-accepted");
afterAll(() => temp.remove());

/** v2's city list names its first city with a number: v2.schema fails on that one place. */
const V2_CITY_NAME_NUMBER: Breakage = rewriting({
  rewriteAnswer(answer, url) {
    if (url.pathname !== "/api/v2/cities") return;
    const data = (answer.body as { data?: Array<Record<string, unknown>> }).data;
    if (data?.[0] !== undefined) data[0].name = 5;
  },
});

const broken = brokenFetch(testWorldHandler(), V2_CITY_NAME_NUMBER);
const STALE = "v2.schema GET /api/v2/states /data/*/name [type]";

function conform(argv: string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const command = createConformCommand({
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: () => true, isTTY: false },
    fetch: broken,
  });
  return command
    .run(["--base-url", CORE_BASE_URL, "--seed", "1", "--quiet", ...argv])
    .then((code) => ({ code, out }));
}

interface CheckJson {
  id: string;
  status: string;
  failureCount: number;
  findings: Array<{ fingerprint: string }>;
  accepted?: Array<{ fingerprint: string; severity: string }>;
}

test("conform --baseline: a finding it names is reported as accepted by every reporter (not dropped), an entry that accepted nothing is listed as stale, and the run no longer fails on it", async () => {
  const first = await conform(["--reporter", "json"]);
  expect(first.code).toBe(1);
  const { checks } = JSON.parse(first.out) as { checks: CheckJson[] };
  const failed = checks.filter((c) => c.status === "failed");
  const listed = failed.flatMap((c) => c.findings.map((f) => f.fingerprint));
  const accepted = "v2.schema GET /api/v2/cities /data/*/name [type]";
  expect(listed).toContain(accepted);

  // The baseline accepts every finding of that run (as --write-baseline would) and one more.
  const file = join(temp.dir, "baseline.json");
  const entries = [...new Set([...listed, STALE])].map((fingerprint) => ({ fingerprint }));
  writeFileSync(file, JSON.stringify({ version: 2, command: "conform", accepted: entries }));
  const out = join(temp.dir, "reports");
  const { code } = await conform(["--baseline", file, ...EVERY_REPORTER, "--out", out]);
  const reports = readReports(out, "conformance-report");
  expect(code).toBe(0);

  const json = JSON.parse(reports.json) as {
    verdict: string;
    checks: CheckJson[];
    notes: string[];
    staleBaseline?: string[];
  };
  // Each finding of the failed checks is still listed, now as accepted; none is left failing.
  for (const { id } of failed) {
    const check = json.checks.find((c) => c.id === id);
    expect(check).toMatchObject({ status: "witnessed", findings: [], failureCount: 0 });
    expect(check?.accepted?.every((f) => f.severity === "accepted")).toBe(true);
  }
  const acceptedNow = json.checks.flatMap((c) => (c.accepted ?? []).map((f) => f.fingerprint));
  expect(acceptedNow).toEqual(listed);
  expect(json.verdict).toBe("conforms");
  expect(json.staleBaseline).toEqual([STALE]);
  expect(json.notes).toEqual(
    expect.arrayContaining([
      `${listed.length} finding(s) accepted by the baseline ${file}`,
      `1 stale baseline entry in ${file}`,
    ]),
  );

  expect(reports.console).toMatch(
    /✓ v2\.schema [^\n]*\n {6}witness: [^\n]*\n {6}accepted: v2\.schema GET \/api\/v2\/cities \/data\/\*\/name \[type\] \(\d+×\)\n/,
  );
  expect(reports.console).toContain(
    `stale baseline entries (they accepted no finding of this run; remove them):\n  ${STALE}\n`,
  );
  expect(reports.junit).toMatch(
    /<testcase classname="conformance\.v2" name="v2\.schema: [^"]*">\n {6}<system-out>accepted: v2\.schema GET \/api\/v2\/cities/,
  );
  expect(reports.junit).toContain(`stale baseline entries`);
  expect(reports.junit).not.toContain("<failure");
  expect(reports.html).toMatch(
    /<tr data-status="accepted"><td class="accepted">accepted<\/td><td>v2\.schema/,
  );
  expect(reports.html).toContain('<option value="accepted">accepted</option>');
  expect(reports.html).toContain(`<li>stale baseline entry: ${STALE}</li>`);
}, 60_000);
