import type { BodyResult } from "../body-result";
import { formatFinding, formatLabel, formatViolation } from "../format-finding";
import type { ValidationRun } from "../validate-inputs";

// Characters XML 1.0 cannot hold at all; they are dropped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for an XML attribute or element. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function testcase(result: BodyResult): string {
  const name = escapeXml(formatLabel(result));
  const classname = escapeXml(result.schema ?? result.status);
  const open = `    <testcase name="${name}" classname="${classname}">`;
  switch (result.status) {
    case "valid":
      return `    <testcase name="${name}" classname="${classname}"/>`;
    case "invalid": {
      const message = `${result.violations.length} violation(s) of ${result.schema ?? "?"}`;
      const text = result.violations.map((v) => formatViolation(result, v)).join("\n");
      return `${open}\n      <failure type="invalid" message="${escapeXml(message)}">${escapeXml(text)}</failure>\n    </testcase>`;
    }
    case "skipped":
      return `${open}\n      <skipped message="${escapeXml(result.reason ?? "")}"/>\n    </testcase>`;
    default: {
      const message = escapeXml(formatFinding(result));
      return `${open}\n      <failure type="${result.status}" message="${message}">${message}</failure>\n    </testcase>`;
    }
  }
}

/**
 * The JUnit XML report: one testsuite per file, one testcase per body (named by its source),
 * a failure element listing every violation, one line each, for an invalid body; malformed,
 * undetermined and unreadable bodies fail too; answers with nothing to validate are skipped.
 */
export function renderJunit(run: ValidationRun): string {
  const byFile = new Map<string, BodyResult[]>();
  for (const result of run.results) {
    const list = byFile.get(result.source.file) ?? [];
    list.push(result);
    byFile.set(result.source.file, list);
  }
  const failing = (r: BodyResult): boolean => r.status !== "valid" && r.status !== "skipped";
  const suites = [...byFile].map(([file, results]) => {
    const failures = results.filter(failing).length;
    const skipped = results.filter((r) => r.status === "skipped").length;
    const attributes = `name="${escapeXml(file)}" tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}"`;
    return `  <testsuite ${attributes}>\n${results.map(testcase).join("\n")}\n  </testsuite>`;
  });
  const total = run.results.length;
  const failures = run.results.filter(failing).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="occurrence-contract validate" tests="${total}" failures="${failures}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}
