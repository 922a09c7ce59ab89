import { renderJunitDocument, type JunitCase, type JunitSuite } from "../../report";
import type { BodyResult } from "../body-result";
import { formatFinding, formatLabel, formatViolation } from "../format-finding";
import type { ValidationRun } from "../validate-inputs";

function testcase(result: BodyResult): JunitCase {
  const attributes = [
    ["name", formatLabel(result)],
    ["classname", result.schema ?? result.status],
  ] as const;
  switch (result.status) {
    case "valid":
      return { attributes };
    case "invalid": {
      const message = `${result.violations.length} violation(s) of ${result.schema ?? "?"}`;
      const text = result.violations.map((v) => formatViolation(result, v)).join("\n");
      return { attributes, failure: { type: "invalid", message, text } };
    }
    case "skipped":
      return { attributes, skipped: result.reason ?? "" };
    default: {
      const message = formatFinding(result);
      return { attributes, failure: { type: result.status, message, text: message } };
    }
  }
}

const failing = (r: BodyResult): boolean => r.status !== "valid" && r.status !== "skipped";

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
  const suites = [...byFile].map(([file, results]): JunitSuite => ({
    attributes: [
      ["name", file],
      ["tests", results.length],
      ["failures", results.filter(failing).length],
      ["errors", 0],
      ["skipped", results.filter((r) => r.status === "skipped").length],
    ],
    cases: results.map(testcase),
  }));
  return renderJunitDocument({
    attributes: [
      ["name", "occurrence-contract validate"],
      ["tests", run.results.length],
      ["failures", run.results.filter(failing).length],
    ],
    suites,
  });
}

export { escapeXml } from "../../report";
