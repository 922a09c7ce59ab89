import type { V2OccurrencesQuery } from "../generated/types";
import { queryEnum } from "./query-enum";

/** A sort direction of the v2 occurrences list, by date (its query schema's `order`). */
export type Order = NonNullable<V2OccurrencesQuery["order"]>;
/** Sort directions, as schemas/query/v2-occurrences.json lists them. */
export const ORDERS: readonly Order[] = queryEnum<Order>("query/v2-occurrences", "order");

/** A value of typeOccurrence: every occurrence, those with a human victim, those without. */
export type VictimFilter = NonNullable<V2OccurrencesQuery["typeOccurrence"]>;

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

/** A parsed v2 occurrences request: the filter, the order and the page. */
export interface OccurrenceQuery extends OccurrenceFilter {
  /** Page number, from 1. */
  readonly page: number;
  /** Items per page. */
  readonly take: number;
  /** By date, ties by id. */
  readonly order: Order;
}
