import { renderHtmlDocument } from "../../report";
import { validationFindings } from "../findings-of";
import { exitCodeFor, formatSummary } from "../summarize";
import { countsOf, formatOmitted, type ValidationRun } from "../run-tally";

/**
 * The HTML report: one self-contained page with the verdict, the summary counts and every
 * finding (violations, known departures as warnings, findings a baseline accepted, and bodies
 * that could not be validated) in a table; the groups of results left out of a run too large to
 * keep each one are notes, one line each, as are the baseline's stale entries.
 */
export function renderHtml(run: ValidationRun): string {
  const counts = countsOf(run);
  const { summary } = counts;
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
    // A run too large to keep every result lists the kept ones and says what was left out.
    notes: [
      ...counts.omitted.map(formatOmitted),
      ...(run.staleBaseline ?? []).map((f) => `stale baseline entry: ${f}`),
    ],
  });
}
