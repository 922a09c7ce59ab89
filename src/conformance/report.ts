import type { Finding } from "../report";
import type { CheckGroup, CheckId } from "./check-catalogue";
import type { CheckStatus } from "./check-status";
import type { CoverageEntry } from "./coverage-entry";

/**
 * One failure in the report: the shared finding (src/report), its rule id the check id and its
 * spec the check's section.
 */
export type { Finding } from "../report";

export { CHECK_STATUSES, type CheckStatus } from "./check-status";

/** A run's verdict. */
export const VERDICTS = ["conforms", "fails", "incomplete"] as const;
/**
 * A run's verdict: conforms (every check ran, was witnessed, none failed; exit 0), fails (a check
 * failed; exit 1), incomplete (none failed, but a check was unwitnessed or not run, or the run was
 * cut off; exit 3).
 */
export type Verdict = (typeof VERDICTS)[number];

/** The result of one check over the whole run. */
export interface CheckResult {
  readonly id: CheckId;
  readonly group: CheckGroup;
  readonly spec: string;
  readonly title: string;
  readonly status: CheckStatus;
  /** How many times it was applied. */
  readonly applied: number;
  /**
   * Its failures: the first FINDINGS_PER_CHECK, and past them each failure whose fingerprint none
   * listed has (so every distinct finding is listed once at least).
   */
  readonly findings: readonly Finding[];
  /** The number of failures, including those left out of findings (accepted ones not counted). */
  readonly failureCount: number;
  /**
   * The findings a `--baseline` accepted (severity `accepted`): reported, not failing the check;
   * absent when none was.
   */
  readonly accepted?: readonly Finding[];
  /** Why it did not run, was not applicable, or was unwitnessed. */
  readonly reason?: string;
  /** The query that proved it, when witnessed. */
  readonly witness?: string;
}

/** An observation in the report. */
export interface ReportObservation {
  readonly topic: string;
  readonly text: string;
  readonly curl?: string;
}

/** Whether each API version was tested. */
export type ApiState = "served" | "not served" | "not tested";

/** What runConformance returns and the reporters render. */
export interface ConformanceReport {
  readonly baseUrl: string;
  readonly seed: number;
  readonly strict: boolean;
  /**
   * The profile payloads were checked against: `spec`, `observed` (the real service's known
   * departures pass) or a folder of overlays. A CI reading a report must know which truth it
   * conforms to.
   */
  readonly profile: string;
  readonly apis: { readonly v1: ApiState; readonly v2: ApiState };
  readonly startedAt: string;
  readonly durationMs: number;
  readonly requests: number;
  readonly maxRequests: number;
  readonly checks: readonly CheckResult[];
  readonly observations: readonly ReportObservation[];
  /** Things the run could not do, e.g. the request budget ran out. */
  readonly notes: readonly string[];
  readonly summary: {
    /** The witnessed checks (the field's older name, kept for readers of earlier reports). */
    readonly passed: number;
    readonly witnessed: number;
    readonly unwitnessed: number;
    readonly failed: number;
    readonly notRun: number;
    readonly notApplicable: number;
    readonly failures: number;
  };
  /**
   * The coverage map: one entry per documented parameter, then one per rule, each with its
   * status, its witness query and why it is not witnessed.
   */
  readonly coverage: readonly CoverageEntry[];
  /** Fingerprints of the --baseline that accepted no finding of this run (entries to remove). */
  readonly staleBaseline?: readonly string[];
  /** Why the run stopped early (request budget, deadline), when it did. */
  readonly cutOff?: string;
  /** The verdict: conforms, fails or incomplete. */
  readonly verdict: Verdict;
  /** One line: what an incomplete run is missing (empty when nothing is). */
  readonly missing: string;
  /** True when the verdict is `conforms`: every check ran, was witnessed, and none failed. */
  readonly conforms: boolean;
}
