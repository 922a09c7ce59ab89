import { recomputeCoverage } from "./coverage";
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
  if (failureCount > 0) return [{ ...check, findings: kept, failureCount }, dropped];
  // The accepted departure was seen on a real answer: that answer witnesses the check.
  const first = check.findings[0]?.where.exchange;
  const witness =
    check.witness ?? (first === undefined ? "a finding the baseline accepts" : first.url);
  return [{ ...check, status: "witnessed", findings: kept, failureCount, witness }, dropped];
}

/**
 * A report with the findings a baseline accepts (by fingerprint: a baseline entry accepts
 * exactly the findings it names) taken out (a check whose findings are all accepted is
 * witnessed by the answer that showed them), the summary and verdict recomputed, a note saying
 * how many were accepted and from which file, and the baseline's stale entries (fingerprints no
 * finding of this run has) listed in `staleBaseline` and a note.
 */
export function applyConformanceBaseline(
  report: ConformanceReport,
  accepted: ReadonlySet<string>,
  file: string,
): ConformanceReport {
  let total = 0;
  const seen = new Set(conformanceFindings(report).map((f) => f.fingerprint));
  const stale = [...accepted].filter((fingerprint) => !seen.has(fingerprint)).sort();
  const checks = report.checks.map((check) => {
    const [result, dropped] = acceptIn(check, accepted);
    total += dropped;
    return result;
  });
  const notes = [
    ...report.notes,
    ...(total === 0 ? [] : [`${total} finding(s) accepted by the baseline ${file}`]),
    ...(stale.length === 0
      ? []
      : [`${stale.length} stale baseline entr${stale.length === 1 ? "y" : "ies"} in ${file}`]),
  ];
  if (total === 0 && stale.length === 0) return report;
  return {
    ...report,
    checks,
    coverage: recomputeCoverage(report.coverage, checks),
    notes,
    ...(stale.length === 0 ? {} : { staleBaseline: stale }),
    ...summarizeChecks(checks, report.cutOff),
  };
}
