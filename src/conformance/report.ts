import type { Finding } from "../report";
import type { Profile } from "../schemas/profile";
import type { CheckGroup, CheckId } from "./check-catalogue";

/**
 * One failure in the report: the shared finding (src/report), its rule id the check id and its
 * spec the check's section.
 */
export type { Finding } from "../report";

/** How a check ended. */
export const CHECK_STATUSES = ["passed", "failed", "not-run"] as const;
/** How a check ended: passed (applied, never broken), failed, or not run (nothing to apply it to). */
export type CheckStatus = (typeof CHECK_STATUSES)[number];

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
  /** The number of failures, including those left out of findings. */
  readonly failureCount: number;
  /** Why it did not run, when it did not. */
  readonly reason?: string;
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
   * The profile payloads were checked against: `spec`, or `observed` (the real service's known
   * departures pass). A CI reading a report must know which truth it conforms to.
   */
  readonly profile: Profile;
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
    readonly passed: number;
    readonly failed: number;
    readonly notRun: number;
    readonly failures: number;
  };
  /** True when no check failed. */
  readonly conforms: boolean;
}
