import { renderHtmlDocument } from "../../report";
import { CHECK_STATUSES, type ConformanceReport } from "../report";
import { formatSummary } from "./console-reporter";
import { coverageHtmlTable } from "./coverage-html-table";

/**
 * The HTML report: one self-contained page with the verdict, the summary counts, a filter (text
 * and status), the coverage map as a table, every listed finding (its witness query as curl,
 * expected and seen) in a table, then observations and notes.
 */
export function renderHtml(report: ConformanceReport): string {
  const { summary } = report;
  return renderHtmlDocument({
    title: `conformance of ${report.baseUrl}`,
    verdict: formatSummary(report),
    passed: report.conforms,
    settings: [
      `v2 ${report.apis.v2}, v1 ${report.apis.v1}; seed ${report.seed}; profile ${report.profile}${report.strict ? "; strict" : ""}; started ${report.startedAt}`,
    ],
    counts: [
      ["checks witnessed", summary.witnessed],
      ["checks unwitnessed", summary.unwitnessed],
      ["checks failed", summary.failed],
      ["checks not run", summary.notRun],
      ["checks not applicable", summary.notApplicable],
      ["findings", summary.failures],
      ["requests", report.requests],
    ],
    findings: report.checks.flatMap((check) => check.findings),
    statuses: CHECK_STATUSES,
    tables: [coverageHtmlTable(report.coverage)],
    notes: [
      ...report.observations.map((o) => `observation: ${o.text}`),
      ...report.notes.map((n) => `note: ${n}`),
    ],
  });
}
