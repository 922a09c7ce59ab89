import { mergeRuns } from "./merge-runs";
import type { OccurrenceFilter } from "./occurrence-query";
import type { OccurrenceIndex, VictimLists } from "./occurrence-index";
import type { Selection } from "./selection";

/** First position in list[lo, hi) whose instant is at or after `time`. */
function lowerBound(list: Int32Array, times: Float64Array, time: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[list[mid]!]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function scopesOf(filter: OccurrenceFilter, index: OccurrenceIndex): VictimLists[] {
  const { stateUuid, cityUuids } = filter;
  if (cityUuids !== undefined) {
    return [...new Set(cityUuids)].flatMap((uuid) => {
      const lists = index.byCity.get(uuid);
      const inState = stateUuid === undefined || index.stateOfCity.get(uuid) === stateUuid;
      return lists === undefined || !inState ? [] : [lists];
    });
  }
  if (stateUuid !== undefined) {
    const lists = index.byState.get(stateUuid);
    return lists === undefined ? [] : [lists];
  }
  return [index.everywhere];
}

/**
 * The occurrences matching a filter, in date order (ties by id), read from the indexes: the
 * narrowest scope (cities, else state, else all), the victim split, then the date range by
 * binary search. Several cities are merged into one new list; otherwise nothing is copied.
 */
export function filterOccurrences(filter: OccurrenceFilter, index: OccurrenceIndex): Selection {
  const { from, until, victims } = filter;
  const runs = scopesOf(filter, index).map((lists): Selection => {
    const list = lists[victims];
    const start = from === undefined ? 0 : lowerBound(list, index.times, from);
    const end = until === undefined ? list.length : lowerBound(list, index.times, until);
    return { list, start, end: Math.max(start, end) };
  });
  if (runs.length === 1 && runs[0] !== undefined) return runs[0];
  return mergeRuns(runs, index);
}
