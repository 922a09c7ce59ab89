/** The freshness headers of the v2 occurrences answers: the instant, then epoch seconds. */
export const FRESHNESS_HEADERS = ["X-Last-Update", "X-Last-Update-Timestamp"] as const;

/**
 * The headers of a v2 occurrences answer filtered by one known state (idState): its id, its name
 * and the last update of its data in epoch seconds.
 */
export const STATE_FRESHNESS_HEADERS = [
  "X-Last-Update-State-Id",
  "X-Last-Update-State",
  "X-Last-Update-State-Timestamp",
] as const;

/** The header that names the query parameters the mock ignored (`--unknown-parameters ignore`). */
export const IGNORED_PARAMETERS_HEADER = "X-Ignored-Parameters";

/** The header of a v1 list answer that states how many rows matched. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
