import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createLearnCommand } from "../../src/cli/learn-command";
import type { Finding } from "../../src/report";
import { onRequest } from "../conformance/broken/answers";
import { EVERY_REPORTER, readReports } from "../report/read-reports";
import { learnJson, ruleEntries } from "./learn-json";
import { useOwnMockSession } from "./use-own-mock-session";

const { temp, recorded } = useOwnMockSession("learn-baseline-accepted");
const STALE = "v2.schema GET /api/v2/states /data/*/name [type]";

test("learn --baseline: a finding it names is reported as accepted by every reporter, an entry that accepted nothing is listed as stale, and the capture no longer fails on it", async () => {
  const { path } = await recorded(
    "cities ignore stateId",
    onRequest("v2-cities", (query) => query.delete("stateId")),
  );
  const first = await learnJson(path);
  expect(first.code).toBe(1);
  const errors = first.report.findings.filter((f) => f.severity === "error");
  expect(errors.map((f) => f.ruleId)).toContain("v2.cities.filters");

  const file = join(temp.dir, "baseline.json");
  const entries = [...new Set([...errors.map((f) => f.fingerprint), STALE])].map((fingerprint) => ({
    fingerprint,
  }));
  writeFileSync(file, JSON.stringify({ version: 2, command: "learn", accepted: entries }));
  const out = join(temp.dir, "reports");
  const sink = { write: (): boolean => true };
  const code = await createLearnCommand({ stdout: sink, stderr: sink }).run([
    path,
    "--baseline",
    file,
    ...EVERY_REPORTER,
    "--out",
    out,
  ]);
  expect(code).toBe(0);
  const reports = readReports(out, "learn-report");

  const json = JSON.parse(reports.json) as Parameters<typeof ruleEntries>[0] & {
    findings: Finding[];
    staleBaseline?: string[];
  };
  // The same findings, in the same order, each error now `accepted`.
  expect(json.findings.map((f) => [f.fingerprint, f.severity])).toEqual(
    first.report.findings.map((f) => [
      f.fingerprint,
      f.severity === "error" ? "accepted" : f.severity,
    ]),
  );
  expect(json.verdict).toBe("conforms");
  expect(ruleEntries(json).get("v2.cities.filters")?.status).toBe("witnessed");
  expect(json.staleBaseline).toEqual([STALE]);
  expect(json.notes).toEqual(
    expect.arrayContaining([
      `${errors.length} finding(s) accepted by the baseline ${file}`,
      `1 stale baseline entry in ${file}`,
    ]),
  );

  expect(reports.console).toMatch(/^accepted v2\.cities\.filters /m);
  expect(reports.console).toContain(
    `stale baseline entries (they accepted no finding of this run; remove them):\n  ${STALE}\n`,
  );
  expect(reports.junit).toMatch(
    /<testcase name="v2\.cities\.filters: [^"]*" classname="learn\.v2">\n {6}<system-out>accepted: v2\.cities\.filters /,
  );
  expect(reports.junit).toContain("stale baseline entries");
  expect(reports.junit).not.toContain("<failure");
  expect(reports.html).toMatch(
    /<tr data-status="accepted"><td class="accepted">accepted<\/td><td>v2\.cities\.filters/,
  );
  expect(reports.html).toContain('<option value="accepted">accepted</option>');
  expect(reports.html).toContain(`<li>stale baseline entry: ${STALE}</li>`);
}, 60_000);
