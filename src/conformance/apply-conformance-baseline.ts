import { summarizeChecks } from "./ledger";
import type { CheckResult, ConformanceReport, Finding } from "./report";

/**
 * The key a baseline file stores for a conformance finding: its check and its message with the
 * query string and numbers left out (`v2.schema GET /api/v2/occurrences: # schema
 * violation(s)`), so the same finding drawn with another seed or page stays accepted and a
 * finding of another check or endpoint does not.
 */
export function conformanceFindingKey(finding: Finding): string {
  const message = finding.message.replace(/\?\S*?(?=[:\s]|$)/g, "").replace(/\d+/g, "#");
  return `${finding.check} ${message}`;
}

/** The keys of every finding of a report, sorted, unique. */
export function conformanceBaselineKeys(report: ConformanceReport): string[] {
  const keys = report.checks.flatMap((check) => check.findings.map(conformanceFindingKey));
  return [...new Set(keys)].sort();
}

function acceptIn(check: CheckResult, accepted: ReadonlySet<string>): [CheckResult, number] {
  const kept = check.findings.filter((f) => !accepted.has(conformanceFindingKey(f)));
  const dropped = check.findings.length - kept.length;
  if (dropped === 0) return [check, 0];
  // A report lists a check's first findings only; when every listed one is accepted, the
  // unlisted rest (the same failure on more answers) is accepted with them.
  const failureCount = kept.length === 0 ? 0 : Math.max(kept.length, check.failureCount - dropped);
  const status = failureCount === 0 ? (check.applied > 0 ? "passed" : "not-run") : "failed";
  return [{ ...check, status, findings: kept, failureCount }, dropped];
}

/**
 * A report with the findings a baseline accepts taken out (a check whose findings are all
 * accepted passes), the summary and verdict recomputed, and a note saying how many were
 * accepted and from which file.
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
