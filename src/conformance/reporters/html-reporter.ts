import { renderHtmlDocument } from "../../report";
import type { ConformanceReport } from "../report";
import { formatSummary } from "./console-reporter";

/**
 * The HTML report: one self-contained page with the verdict, the summary counts, every listed
 * finding in a table, then observations and notes.
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
    notes: [
      ...report.observations.map((o) => `observation: ${o.text}`),
      ...report.notes.map((n) => `note: ${n}`),
    ],
  });
}
