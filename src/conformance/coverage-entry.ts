import type { CheckStatus } from "./check-status";

/**
 * One entry of the coverage map: a documented parameter (or, with `parameter` null, a rule of
 * the catalogue), its status, the query that witnessed it and why it was not witnessed.
 */
export interface CoverageEntry {
  /** The API version. */
  readonly api: "v1" | "v2";
  /**
   * The operation's route, relative to the version's base (the occurrences or the cities route).
   */
  readonly path: string;
  /** The query parameter, or null for a rule entry. */
  readonly parameter: string | null;
  /** The rule: the ids of the checks that exercise the parameter, or the check's id and title. */
  readonly rule: string;
  /** witnessed, unwitnessed, not-run, failed or not-applicable. */
  readonly status: CheckStatus;
  /** The query that proved it (for a parameter: one that sends it), when witnessed. */
  readonly witness: string | null;
  /** Why it is not witnessed, when it is not. */
  readonly reason: string | null;
}
