import { renderJsonDocument } from "../../report";
import type { CheckResult, ConformanceReport, Finding } from "../report";

/** Version of the JSON report's shape; bumped when a field changes meaning. */
export const CONFORMANCE_JSON_VERSION = 2;

/** A finding as the JSON report writes it: check, message, expected, seen, spec, curl, fingerprint. */
function findingJson(finding: Finding): Record<string, string> {
  const { ruleId, message, expected, seen, spec, curl, fingerprint } = finding;
  return {
    check: ruleId,
    message,
    expected,
    seen,
    spec,
    ...(curl === undefined ? {} : { curl }),
    fingerprint,
  };
}

function checkJson(check: CheckResult): Record<string, unknown> {
  return { ...check, findings: check.findings.map(findingJson) };
}

/** The JSON report: the report object itself, with a version, for CI systems and scripts. */
export function renderJson(report: ConformanceReport): string {
  return renderJsonDocument(CONFORMANCE_JSON_VERSION, {
    ...report,
    checks: report.checks.map(checkJson),
  });
}
