import type { WorldOccurrence } from "../world/world";

/**
 * The order of occurrences: by date, then by id, so that no two compare equal and consecutive
 * pages partition the matching set. DESC is exactly the reverse. The indexes apply the same order
 * to positions (comparePositions).
 */
export function compareOccurrences(a: WorldOccurrence, b: WorldOccurrence): number {
  return a.time - b.time || a.id - b.id;
}
