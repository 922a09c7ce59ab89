/**
 * The byte ranges of a list's items (or of a run of them), in order: what splitJsonList and
 * ListStream find, what a worker is sent and what the collection reads a run's records by.
 * Typed arrays, not JS arrays: a list of 100,000 items held three arrays on the main thread's
 * heap, each growth copied them there, and those copies counted as survivors enough to make V8
 * double its young generation (16 MB more peak RSS on loading a 178 MB file).
 */
export interface ListRanges {
  /** Start offsets of the items, in order. */
  readonly starts: Float64Array;
  /** End offsets (exclusive). */
  readonly ends: Float64Array;
  /**
   * 1 for an item that is compact: no whitespace between its tokens (its bytes are served as
   * they are); 0 otherwise.
   */
  readonly compact: Uint8Array;
}
