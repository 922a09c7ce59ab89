import type { VictimFilter } from "./occurrence-query";

/**
 * Positions (into World.occurrences) of one scope's occurrences in date order, ties by id: every
 * one, and split by whether it has a human victim, so each typeOccurrence reads one list.
 */
export type VictimLists = { readonly [filter in VictimFilter]: Int32Array };

/** The indexes of a world's occurrences, built once: by date, by state and by city. */
export interface OccurrenceIndex {
  /** Each occurrence's instant (epoch ms), by position. */
  readonly times: Float64Array;
  /** Each occurrence's integer id, by position (the tie-break of the order). */
  readonly ids: Float64Array;
  /** Every occurrence. */
  readonly everywhere: VictimLists;
  /** The occurrences of each state, by state UUID (lower case). */
  readonly byState: ReadonlyMap<string, VictimLists>;
  /** The occurrences of each city, by city UUID (lower case). */
  readonly byCity: ReadonlyMap<string, VictimLists>;
  /** Each city's state UUID, by city UUID (both lower case). */
  readonly stateOfCity: ReadonlyMap<string, string>;
}
