import {
  filterOccurrences,
  type OccurrenceFilter,
  type OccurrenceIndex,
  type Selection,
} from "../../query";

function keyOf(filter: OccurrenceFilter): string {
  const cities =
    filter.cityUuids === undefined ? "" : [...new Set(filter.cityUuids)].sort().join(",");
  return `${filter.stateUuid ?? ""}|${cities}|${filter.from ?? ""}|${filter.until ?? ""}|${filter.victims}`;
}

/**
 * filterOccurrences with a small LRU cache in front for filters naming several cities, whose
 * selection is a merged copy: a client that walks the pages of one query merges once. Other
 * selections are views into the indexes and cost a binary search, so they are not cached.
 */
export function createSelectionCache(
  index: OccurrenceIndex,
  capacity = 32,
): (filter: OccurrenceFilter) => Selection {
  const cache = new Map<string, Selection>();
  return (filter) => {
    if (filter.cityUuids === undefined || filter.cityUuids.length < 2) {
      return filterOccurrences(filter, index);
    }
    const key = keyOf(filter);
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const selection = filterOccurrences(filter, index);
    cache.set(key, selection);
    if (cache.size > capacity) cache.delete(cache.keys().next().value ?? "");
    return selection;
  };
}
