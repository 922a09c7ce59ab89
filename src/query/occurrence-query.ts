/** Sort directions of GET /api/v2/occurrences, by date. */
export const ORDERS = ["ASC", "DESC"] as const;
/** A sort direction. */
export type Order = (typeof ORDERS)[number];

/** Values of typeOccurrence: every occurrence, those with a human victim, those without. */
export const VICTIM_FILTERS = ["all", "withVictim", "withoutVictim"] as const;
/** A value of typeOccurrence. */
export type VictimFilter = (typeof VICTIM_FILTERS)[number];

/** Which occurrences match: every field set narrows the set; all of them combine with AND. */
export interface OccurrenceFilter {
  /** Only the state with this UUID (lower case). */
  readonly stateUuid?: string;
  /** Only these cities (UUIDs, lower case): any of them. */
  readonly cityUuids?: readonly string[];
  /** Only occurrences at or after this instant (epoch ms): the start of initialdate. */
  readonly from?: number;
  /** Only occurrences before this instant (epoch ms): the end of finaldate (exclusive). */
  readonly until?: number;
  /** By human victims. */
  readonly victims: VictimFilter;
}

/** A parsed GET /api/v2/occurrences request: the filter, the order and the page. */
export interface OccurrenceQuery extends OccurrenceFilter {
  /** Page number, from 1. */
  readonly page: number;
  /** Items per page. */
  readonly take: number;
  /** By date, ties by id. */
  readonly order: Order;
}
