import { BaselineJudge, baselineNotes } from "../report";
import { recomputeCoverage } from "./coverage";
import { summarizeChecks } from "./ledger";
import type { CheckResult, ConformanceReport, Finding } from "./report";

/**
 * Every finding listed in a report, check by check, those a baseline accepted included: what
 * `--write-baseline` accepts.
 */
export function conformanceFindings(report: ConformanceReport): Finding[] {
  return report.checks.flatMap((check) => [...check.findings, ...(check.accepted ?? [])]);
}

function acceptIn(check: CheckResult, judge: BaselineJudge): CheckResult {
  const judged = check.findings.map((finding) => judge.judge(finding));
  const accepted = judged.filter((f) => f.severity === "accepted");
  if (accepted.length === 0) return check;
  const kept = judged.filter((f) => f.severity !== "accepted");
  // A report lists a check's first findings and every other fingerprint once, so a failure left
  // unlisted has the fingerprint of a listed one: when every listed one is accepted, so is it.
  const failureCount =
    kept.length === 0 ? 0 : Math.max(kept.length, check.failureCount - accepted.length);
  const moved = { ...check, findings: kept, accepted, failureCount };
  if (failureCount > 0) return moved;
  // The accepted departure was seen on a real answer: that answer witnesses the check.
  const first = accepted[0]?.where.exchange;
  const witness =
    check.witness ?? (first === undefined ? "a finding the baseline accepts" : first.url);
  return { ...moved, status: "witnessed", witness };
}

/**
 * A report with the findings a baseline accepts (by fingerprint: a baseline entry accepts
 * exactly the findings it names) moved to their check's `accepted` list with the severity
 * `accepted` (a check whose findings are all accepted is witnessed by the answer that showed
 * them), the summary and verdict recomputed, a note saying how many were accepted and from
 * which file, and the baseline's stale entries (fingerprints that accepted no finding of this
 * run) listed in `staleBaseline` and a note.
 */
export function applyConformanceBaseline(
  report: ConformanceReport,
  accepted: ReadonlySet<string>,
  file: string,
): ConformanceReport {
  const judge = new BaselineJudge(accepted, file);
  const checks = report.checks.map((check) => acceptIn(check, judge));
  const outcome = judge.outcome();
  const { stale } = outcome;
  if (outcome.accepted === 0 && stale.length === 0) return report;
  return {
    ...report,
    checks,
    coverage: recomputeCoverage(report.coverage, checks),
    notes: [...report.notes, ...baselineNotes(outcome)],
    ...(stale.length === 0 ? {} : { staleBaseline: stale }),
    ...summarizeChecks(checks, report.cutOff),
  };
}
