import { renderJsonDocument } from "../../report";
import type { CheckResult, ConformanceReport, Finding } from "../report";

/** Version of the JSON report's shape; bumped when a field changes meaning. */
export const CONFORMANCE_JSON_VERSION = 2;

/**
 * A finding as the JSON report writes it: check, severity when not `error` (`accepted`: a
 * baseline accepted it), message, expected, seen, spec, curl, fingerprint.
 */
function findingJson(finding: Finding): Record<string, string> {
  const { ruleId, severity, message, expected, seen, spec, curl, fingerprint } = finding;
  return {
    check: ruleId,
    ...(severity === "error" ? {} : { severity }),
    message,
    expected,
    seen,
    spec,
    ...(curl === undefined ? {} : { curl }),
    fingerprint,
  };
}

function checkJson(check: CheckResult): Record<string, unknown> {
  const { accepted } = check;
  return {
    ...check,
    findings: check.findings.map(findingJson),
    ...(accepted === undefined ? {} : { accepted: accepted.map(findingJson) }),
  };
}

/** The JSON report: the report object itself, with a version, for CI systems and scripts. */
export function renderJson(report: ConformanceReport): string {
  return renderJsonDocument(CONFORMANCE_JSON_VERSION, {
    ...report,
    checks: report.checks.map(checkJson),
  });
}
