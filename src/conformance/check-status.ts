/** How a check ended. */
export const CHECK_STATUSES = [
  "witnessed",
  "unwitnessed",
  "not-run",
  "failed",
  "not-applicable",
] as const;
/**
 * How a check ended: witnessed (held on a query that a server breaking it must answer
 * differently), unwitnessed (held, but only on answers that could not tell; `reason` says why),
 * not run, failed, or not applicable (`--api` left its version out).
 */
export type CheckStatus = (typeof CHECK_STATUSES)[number];
