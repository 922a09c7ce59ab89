import type { CoverageEntry, Verdict } from "../conformance/checks-entry";
import type { Finding } from "../report";
import type { ShapeLearning } from "./learn-shapes";
import type { LearnedSettings } from "./learn-settings";
import type { LearnedDeparture } from "./propose-departures";

/** What `learn` found in a capture: counts, departures, findings, coverage, bad input. */
export interface LearnReport {
  /** The profile checked against: `spec`, `observed` or a folder. */
  readonly profile: string;
  /** The paths read. */
  readonly paths: readonly string[];
  /** Bodies of the service checked. */
  readonly checked: number;
  /** Of them, bodies that broke nothing. */
  readonly valid: number;
  /** Exchanges that are not the service's (other hosts, assets, no schema): skipped. */
  readonly skipped: number;
  /** Bad input, one line each (the first MAX_PROBLEMS); the rest of the capture was read. */
  readonly problems: readonly string[];
  /** Lines of bad input past MAX_PROBLEMS, counted and not listed (absent: none). */
  readonly problemsLeftOut?: number;
  /** Departures confirmed (known) and proposed (new). */
  readonly departures: readonly LearnedDeparture[];
  /** Findings: the shapes' (learn.schema), then the rules of conform judged on the capture. */
  readonly findings: readonly Finding[];
  /**
   * conform's coverage map judged on the capture: each documented parameter and rule witnessed,
   * unwitnessed (with why), failed, or not-applicable (a rule a capture cannot judge).
   */
  readonly coverage: readonly CoverageEntry[];
  /**
   * Notes on the judging (answers past the joint checks' budget, documents read in part), then
   * how many findings a baseline accepted and how many of its entries are stale.
   */
  readonly notes: readonly string[];
  /** Fingerprints of the --baseline that accepted no finding of the capture (entries to remove). */
  readonly staleBaseline?: readonly string[];
  /** fails (an error finding or bad input), incomplete (nothing witnessed) or conforms. */
  readonly verdict: Verdict;
  /** Where the overlays were written (--write-departures), when they were. */
  readonly written?: string;
  /**
   * The choices where the spec is silent that the capture settled, with their evidence, and
   * those it left undecided, with why (written as settings.json by --write-departures).
   */
  readonly settings?: LearnedSettings;
}

/** How many rule entries of the coverage the capture witnessed. */
export function witnessedRules(coverage: readonly CoverageEntry[]): number {
  return coverage.filter((entry) => entry.parameter === null && entry.status === "witnessed")
    .length;
}

/**
 * A learning's verdict: fails on a finding in error or bad input; incomplete when the capture
 * witnessed nothing (no answer's shape checked, no rule witnessed: not green); else conforms. A
 * rule the capture applied but could not witness is listed with why, and does not hold the verdict
 * back: a capture holds what its user asked, not what a suite would ask.
 */
export function learnVerdict(
  findings: readonly Finding[],
  problems: readonly string[],
  coverage: readonly CoverageEntry[],
  checked: number,
): Verdict {
  if (problems.length > 0 || findings.some((f) => f.severity === "error")) return "fails";
  return checked === 0 && witnessedRules(coverage) === 0 ? "incomplete" : "conforms";
}

/**
 * The report of a learning: findings, departures and coverage as given, counts from the learning.
 */
export function toLearnReport(
  base: Pick<
    LearnReport,
    | "profile"
    | "paths"
    | "departures"
    | "findings"
    | "written"
    | "coverage"
    | "notes"
    | "settings"
    | "staleBaseline"
  >,
  learning: ShapeLearning,
): LearnReport {
  const { checked, valid, skipped, problems, problemsLeftOut } = learning;
  const verdict = learnVerdict(base.findings, problems, base.coverage, checked);
  const leftOut = problemsLeftOut === 0 ? {} : { problemsLeftOut };
  return { ...base, checked, valid, skipped, problems, ...leftOut, verdict };
}

/** The line that says how many lines of bad input were counted and not listed, if any. */
export function problemsLeftOutLines(report: LearnReport): string[] {
  const left = report.problemsLeftOut ?? 0;
  return left === 0
    ? []
    : [`… and ${left} more lines of bad input like these, counted, not listed`];
}

/** Whether a learning passes: its verdict is conforms. */
export function learnPassed(report: LearnReport): boolean {
  return report.verdict === "conforms";
}

/** `learn: 12 answers checked, 3 valid, 2 skipped; 1 departure confirmed, 2 proposed; 4 errors`. */
export function formatLearnSummary(report: LearnReport): string {
  const known = report.departures.filter((d) => d.known).length;
  const proposed = report.departures.length - known;
  const errors = report.findings.filter((f) => f.severity === "error").length;
  const badInput = report.problems.length + (report.problemsLeftOut ?? 0);
  const bad = badInput === 0 ? "" : `, ${badInput} bad input`;
  const rules = report.coverage.filter((entry) => entry.parameter === null);
  const count = (status: string): number => rules.filter((r) => r.status === status).length;
  const none = report.verdict === "incomplete" ? " (nothing witnessed: not green)" : "";
  return `learn: ${report.checked} answers of the service checked, ${report.valid} valid, ${report.skipped} skipped${bad}; rules ${count("witnessed")} witnessed, ${count("unwitnessed")} unwitnessed, ${count("failed")} failed${none}; ${known} departure(s) confirmed, ${proposed} proposed; ${errors} error(s): ${report.verdict}\n`;
}
