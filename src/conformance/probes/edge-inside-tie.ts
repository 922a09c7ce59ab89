/** A take and the page whose last item lies just before a page edge. */
export interface TieEdge {
  readonly take: number;
  /** Page `page` ends at the edge, page `page + 1` starts after it (1-based). */
  readonly page: number;
}

/**
 * The largest take up to `maxTake` whose page edge falls inside a run of tied records (0-based
 * positions `first` to `last` of an ordered list, first < last): a multiple of the take lies in
 * (first, last], so some tied records end one page and the others start the next. The edge
 * just before `last` when the take `last` is allowed (pages 1 and 2); take 1 always splits.
 */
export function edgeInsideTie(first: number, last: number, maxTake: number): TieEdge | undefined {
  if (first < 0 || last <= first || maxTake < 1) return undefined;
  for (let take = Math.min(last, maxTake); take >= 1; take -= 1) {
    const page = Math.floor(last / take);
    if (page * take > first) return { take, page };
  }
  return undefined;
}
