/**
 * The byte ranges of a list's items (or of a run of them), in order: what splitJsonList and
 * ListStream find, what a worker is sent and what the collection reads a run's records by.
 */
export interface ListRanges {
  /** Start offsets of the items, in order. */
  readonly starts: readonly number[];
  /** End offsets (exclusive). */
  readonly ends: readonly number[];
  /** Whether each item is compact: no whitespace between its tokens (its bytes are served as they are). */
  readonly compact: readonly boolean[];
}
