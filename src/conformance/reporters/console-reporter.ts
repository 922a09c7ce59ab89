import { acceptedLines, formatFindingLines, staleBaselineLines } from "../../report";
import type { CheckGroup } from "../check-catalogue";
import { renderCoverageShort, STATUS_MARKS } from "./console-coverage";
import type { CheckResult, ConformanceReport } from "../report";

const GROUP_TITLES: Readonly<Record<CheckGroup, string>> = {
  v2: "API v2",
  v1: "API v1",
  cross: "v1 and v2 together",
};

function checkLines(check: CheckResult): string[] {
  const head = `  ${STATUS_MARKS[check.status]} ${check.id.padEnd(28)} ${check.title} [${check.spec}]`;
  if (check.status === "witnessed")
    return [`${head} (${check.applied}×)`, `      witness: ${check.witness ?? ""}`];
  if (check.status !== "failed") return [head, `      ${check.status}: ${check.reason ?? ""}`];
  const more =
    check.failureCount > check.findings.length
      ? [`      … and ${check.failureCount - check.findings.length} more`]
      : [];
  return [head, ...check.findings.map((f) => formatFindingLines(f, "      ")), ...more];
}

/** A check's lines, then one line per fingerprint a baseline accepted in it. */
function renderCheck(check: CheckResult): string {
  return [...checkLines(check), ...acceptedLines(check.accepted ?? [], "      ")].join("\n");
}

const VERDICT_WORDS: Readonly<Record<ConformanceReport["verdict"], string>> = {
  conforms: "CONFORMS",
  fails: "DOES NOT CONFORM",
  incomplete: "INCOMPLETE",
};

/**
 * The one-line summary: `INCOMPLETE: 30 witnessed, 2 unwitnessed, 0 failed (0 finding(s)), 1 not
 * run, 0 not applicable · 47 requests · 0.8 s · seed 7`, then, for an incomplete run, one line of
 * what is missing.
 */
export function formatSummary(report: ConformanceReport): string {
  const { witnessed, unwitnessed, failed, notRun, notApplicable, failures } = report.summary;
  const line = `${VERDICT_WORDS[report.verdict]}: ${witnessed} witnessed, ${unwitnessed} unwitnessed, ${failed} failed (${failures} finding(s)), ${notRun} not run, ${notApplicable} not applicable · ${report.requests} requests · ${(report.durationMs / 1000).toFixed(1)} s · seed ${report.seed}`;
  return report.verdict === "incomplete" ? `${line}\nmissing: ${report.missing}` : line;
}

/**
 * The console report: checks grouped by API, failures in full and the fingerprints a baseline
 * accepted, then observations, notes and the baseline's stale entries.
 */
export function renderConsole(report: ConformanceReport): string {
  const apis = `v2 ${report.apis.v2}, v1 ${report.apis.v1}`;
  const out = [
    `conformance of ${report.baseUrl} (${apis}; seed ${report.seed}; profile ${report.profile}${report.strict ? "; strict" : ""})`,
  ];
  for (const group of ["v2", "v1", "cross"] as const) {
    const checks = report.checks.filter((check) => check.group === group);
    out.push("", GROUP_TITLES[group], ...checks.map(renderCheck));
  }
  if (report.observations.length > 0) {
    out.push("", "Observations (where the spec is silent; never failures)");
    out.push(...report.observations.map((o) => `  • ${o.text}`));
  }
  if (report.notes.length > 0) out.push("", "Notes", ...report.notes.map((n) => `  ! ${n}`));
  const stale = staleBaselineLines(report.staleBaseline ?? []);
  if (stale.length > 0) out.push("", ...stale);
  out.push("", ...renderCoverageShort(report.coverage));
  out.push("", formatSummary(report), "");
  return out.join("\n");
}
