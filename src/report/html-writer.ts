import type { Finding } from "./finding";
import { escapeHtml } from "./html-escape";
import { renderHtmlFilter, renderHtmlTable, type HtmlTable } from "./html-table";

export { escapeHtml } from "./html-escape";

/** What the HTML writer shows: a title, the verdict, summary counts and the findings. */
export interface HtmlReport {
  /** The page's title, e.g. `conformance of http://127.0.0.1:3000`. */
  readonly title: string;
  /** The verdict line, e.g. `CONFORMS` or `DOES NOT CONFORM`. */
  readonly verdict: string;
  /** Whether the run passed (colours the verdict). */
  readonly passed: boolean;
  /** Lines under the title: how the run was made (seed, profile…). */
  readonly settings: readonly string[];
  /** Summary counts, `[label, count]`, in the order shown. */
  readonly counts: ReadonlyArray<readonly [string, number]>;
  /** The findings, one table row each. */
  readonly findings: readonly Finding[];
  /** Lines under the table (notes, observations). */
  readonly notes: readonly string[];
  /** Tables shown before the findings (the coverage map), filterable with the findings. */
  readonly tables?: readonly HtmlTable[];
  /** The statuses the filter offers; with none, the page has no filter and no script. */
  readonly statuses?: readonly string[];
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
h1{font-size:1.3em}.verdict{font-weight:bold;padding:.3em .6em;border-radius:4px;display:inline-block}
.pass{background:#dfd;color:#060}.fail{background:#fdd;color:#900}
table{border-collapse:collapse;width:100%;margin:1em 0}th,td{border:1px solid #ccc;padding:.3em .5em;text-align:left;vertical-align:top}
th{background:#f4f4f4}td.code{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
.error{color:#900}.warning{color:#a60}.accepted{color:#666}
tr.witnessed td:first-child{color:#060}tr.failed td:first-child{color:#900}tr.unwitnessed td:first-child,tr.not-run td:first-child{color:#a60}`;

const COLUMNS = [
  "severity",
  "rule",
  "where",
  "message",
  "expected",
  "seen",
  "repeat",
  "fingerprint",
];

function row(finding: Finding): string {
  const { where } = finding;
  const place = [where.source, where.endpoint ?? where.schema, where.pointer || undefined]
    .filter((part): part is string => part !== undefined)
    .map(escapeHtml)
    .join("<br>");
  const cells = [
    `<td class="${finding.severity}">${finding.severity}</td>`,
    `<td>${escapeHtml(finding.ruleId)}<br>${escapeHtml(finding.spec)}</td>`,
    `<td class="code">${place}</td>`,
    ...[finding.message, finding.expected, finding.seen].map(
      (text) => `<td>${escapeHtml(text)}</td>`,
    ),
    ...[finding.curl ?? "", finding.fingerprint].map(
      (t) => `<td class="code">${escapeHtml(t)}</td>`,
    ),
  ];
  return `<tr data-status="${finding.severity === "error" ? "failed" : finding.severity}">${cells.join("")}</tr>`;
}

/**
 * The HTML report of `conform` and `validate`: one self-contained page (inline CSS, no external
 * asset) with the verdict, the summary counts, the extra tables (the coverage map) and the
 * findings; with `statuses`, a filter bar and its small inline script hide rows by text and
 * status.
 */
export function renderHtmlDocument(report: HtmlReport): string {
  const counts = report.counts.map(
    ([label, n]) => `<tr><th>${escapeHtml(label)}</th><td>${n}</td></tr>`,
  );
  const findings =
    report.findings.length === 0
      ? ["<p>No findings.</p>"]
      : [
          `<table class="findings filterable"><thead><tr>${COLUMNS.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>`,
          ...report.findings.map(row),
          "</tbody></table>",
        ];
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(report.title)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(report.title)}</h1>`,
    ...report.settings.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p class="verdict ${report.passed ? "pass" : "fail"}">${escapeHtml(report.verdict)}</p>`,
    `<table class="summary">${counts.join("")}</table>`,
    ...(report.statuses === undefined ? [] : renderHtmlFilter(report.statuses)),
    ...(report.tables ?? []).flatMap(renderHtmlTable),
    "<h2>Findings</h2>",
    ...findings,
    ...(report.notes.length === 0
      ? []
      : [
          "<h2>Notes</h2>",
          "<ul>",
          ...report.notes.map((n) => `<li>${escapeHtml(n)}</li>`),
          "</ul>",
        ]),
    "</body></html>",
    "",
  ].join("\n");
}
