import { renderHtmlDocument } from "../../report";
import { validationFindings } from "../findings-of";
import { exitCodeFor, formatSummary, summarize } from "../summarize";
import type { ValidationRun } from "../validate-inputs";

/**
 * The HTML report: one self-contained page with the verdict, the summary counts and every
 * finding (violations, known departures as warnings, findings a baseline accepted, and bodies
 * that could not be validated) in a table.
 */
export function renderHtml(run: ValidationRun): string {
  const summary = summarize(run.results);
  const passed = exitCodeFor(summary) === 0;
  return renderHtmlDocument({
    title: "validation of captured payloads",
    verdict: `${passed ? "VALID" : "INVALID"}: ${formatSummary(summary)}`,
    passed,
    settings: [],
    counts: [
      ["files", summary.files],
      ["bodies", summary.bodies],
      ["valid", summary.valid],
      ["invalid", summary.invalid],
      ["malformed", summary.malformed],
      ["undetermined", summary.undetermined],
      ["not validated", summary.skipped],
      ["unreadable", summary.unreadable],
      ["known departures (warnings)", summary.warnings],
      ["accepted by the baseline", summary.accepted],
    ],
    findings: validationFindings(run),
    notes: [],
  });
}
