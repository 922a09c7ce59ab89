import type { Finding } from "../report";
import type { ShapeLearning } from "./learn-shapes";
import type { LearnedDeparture } from "./propose-departures";

/** A rule a capture could or could not witness (the passive semantics add theirs here). */
export interface LearnCoverage {
  /** The rule id, as `conform` names it. */
  readonly ruleId: string;
  /** Whether an exchange of the capture witnessed it. */
  readonly witnessed: boolean;
  /** Why not, when it was not: `no answer with two pages of one query`. */
  readonly why?: string;
}

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
  /** Bad input, one line each; the rest of the capture was read. */
  readonly problems: readonly string[];
  /** Departures confirmed (known) and proposed (new). */
  readonly departures: readonly LearnedDeparture[];
  /** Findings: shape findings now; the passive semantic checks join the same list. */
  readonly findings: readonly Finding[];
  /** The rules witnessed or not (empty until the passive semantic checks run). */
  readonly coverage: readonly LearnCoverage[];
  /** Where the overlays were written (--write-departures), when they were. */
  readonly written?: string;
}

/** The report of a learning: findings and departures as given, counts from the learning. */
export function toLearnReport(
  base: Pick<LearnReport, "profile" | "paths" | "departures" | "findings" | "written">,
  learning: ShapeLearning,
): LearnReport {
  const { checked, valid, skipped, problems } = learning;
  return { ...base, checked, valid, skipped, problems, coverage: [] };
}

/**
 * Whether a learning passes: nothing in error, no bad input, and something witnessed (a capture
 * that checked no answer of the service is not green).
 */
export function learnPassed(report: LearnReport): boolean {
  return (
    report.checked > 0 &&
    report.problems.length === 0 &&
    report.findings.every((f) => f.severity !== "error")
  );
}

/** `learn: 12 answers checked, 3 valid, 2 skipped; 1 departure confirmed, 2 proposed; 4 errors`. */
export function formatLearnSummary(report: LearnReport): string {
  const known = report.departures.filter((d) => d.known).length;
  const proposed = report.departures.length - known;
  const errors = report.findings.filter((f) => f.severity === "error").length;
  const bad = report.problems.length === 0 ? "" : `, ${report.problems.length} bad input`;
  const none = report.checked === 0 ? " (nothing witnessed: not green)" : "";
  return `learn: ${report.checked} answers of the service checked, ${report.valid} valid, ${report.skipped} skipped${bad}${none}; ${known} departure(s) confirmed, ${proposed} proposed; ${errors} error(s)\n`;
}
