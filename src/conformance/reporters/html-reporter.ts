import { renderHtmlDocument } from "../../report";
import { CHECK_STATUSES, type ConformanceReport } from "../report";
import { formatSummary } from "./console-reporter";
import { coverageHtmlTable } from "./coverage-html-table";

/**
 * The HTML report: one self-contained page with the verdict, the summary counts, a filter (text
 * and status), the coverage map as a table, every listed finding (its witness query as curl,
 * expected and seen; those a baseline accepted with the severity `accepted`) in a table, then
 * observations, notes and the baseline's stale entries.
 */
export function renderHtml(report: ConformanceReport): string {
  const { summary } = report;
  const accepted = report.checks.reduce((n, check) => n + (check.accepted?.length ?? 0), 0);
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
      ...(accepted === 0 ? [] : [["findings accepted by the baseline", accepted] as const]),
      ["requests", report.requests],
    ],
    findings: report.checks.flatMap((check) => [...check.findings, ...(check.accepted ?? [])]),
    // A finding a baseline accepted is a row of status `accepted`, which the filter then offers.
    statuses: accepted === 0 ? CHECK_STATUSES : [...CHECK_STATUSES, "accepted"],
    tables: [coverageHtmlTable(report.coverage)],
    notes: [
      ...report.observations.map((o) => `observation: ${o.text}`),
      ...report.notes.map((n) => `note: ${n}`),
      ...(report.staleBaseline ?? []).map((f) => `stale baseline entry: ${f}`),
    ],
  });
}
