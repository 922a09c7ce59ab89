import { summarizeChecks } from "./ledger";
import type { CheckResult, ConformanceReport, Finding } from "./report";

/** Every finding listed in a report, check by check: what `--write-baseline` accepts. */
export function conformanceFindings(report: ConformanceReport): Finding[] {
  return report.checks.flatMap((check) => [...check.findings]);
}

function acceptIn(check: CheckResult, accepted: ReadonlySet<string>): [CheckResult, number] {
  const kept = check.findings.filter((f) => !accepted.has(f.fingerprint));
  const dropped = check.findings.length - kept.length;
  if (dropped === 0) return [check, 0];
  // A report lists a check's first findings and every other fingerprint once, so a failure left
  // unlisted has the fingerprint of a listed one: when every listed one is accepted, so is it.
  const failureCount = kept.length === 0 ? 0 : Math.max(kept.length, check.failureCount - dropped);
  const status = failureCount === 0 ? (check.applied > 0 ? "passed" : "not-run") : "failed";
  return [{ ...check, status, findings: kept, failureCount }, dropped];
}

/**
 * A report with the findings a baseline accepts (by fingerprint: a baseline entry accepts
 * exactly the findings it names) taken out (a check whose findings are all accepted passes),
 * the summary and verdict recomputed, and a note saying how many were accepted and from which
 * file.
 */
export function applyConformanceBaseline(
  report: ConformanceReport,
  accepted: ReadonlySet<string>,
  file: string,
): ConformanceReport {
  let total = 0;
  const checks = report.checks.map((check) => {
    const [result, dropped] = acceptIn(check, accepted);
    total += dropped;
    return result;
  });
  if (total === 0) return report;
  return {
    ...report,
    checks,
    notes: [...report.notes, `${total} finding(s) accepted by the baseline ${file}`],
    ...summarizeChecks(checks),
  };
}
