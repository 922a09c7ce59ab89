import {
  type CheckResult,
  type CoverageEntry,
  recomputeCoverage,
} from "../conformance/checks-entry";
import type { SemanticsResult } from "./learn-semantics";

/**
 * The coverage once a baseline accepted findings (by fingerprint): a rule whose findings are all
 * accepted is witnessed by the answer that showed them, as conform's baseline does.
 */
export function coverageAfterBaseline(
  result: Pick<SemanticsResult, "checks" | "coverage">,
  accepted: ReadonlySet<string>,
): readonly CoverageEntry[] {
  const checks = result.checks.map((check): CheckResult => {
    const all =
      check.findings.length > 0 && check.findings.every((f) => accepted.has(f.fingerprint));
    if (check.status !== "failed" || !all) return check;
    const witness = check.witness ?? check.findings[0]?.where.exchange?.url ?? "";
    return { ...check, status: "witnessed", witness };
  });
  return recomputeCoverage(result.coverage, checks);
}
