/**
 * The occurrences that match a filter, in date order (ties by id): positions into
 * World.occurrences at `list[start]` … `list[end - 1]`. A view; nothing is copied.
 */
export interface Selection {
  /** Positions in order; the matching ones are a run of it. */
  readonly list: Int32Array;
  /** First matching entry of list. */
  readonly start: number;
  /** After the last matching entry of list. */
  readonly end: number;
}
