import type { OccurrenceIndex } from "./occurrence-index";

/**
 * The order of occurrences, for two positions in World.occurrences read from an index's arrays:
 * by instant, then by id, so that no two compare equal and consecutive pages partition the
 * matching set (DESC is exactly the reverse). Sorting and merging use it, so neither touches the
 * records themselves.
 */
export function comparePositions(
  index: Pick<OccurrenceIndex, "times" | "ids">,
  a: number,
  b: number,
): number {
  return index.times[a]! - index.times[b]! || index.ids[a]! - index.ids[b]!;
}
