import type { PageMeta } from "../generated/types";

/** Where a page lies in the matching set, and its pageMeta. */
export interface PageWindow {
  /** Position of the page's first item in the ordered matching set. */
  readonly start: number;
  /** Position after its last item; equal to start for a page past the last. */
  readonly end: number;
  /** pageMeta of api-v2.md 2.2: page and take echo the request, never clamped. */
  readonly pageMeta: PageMeta;
}

/** Places page `page` of `take` items in a set of `itemCount`: exact counts, never clamped. */
export function paginate(itemCount: number, page: number, take: number): PageWindow {
  const pageCount = Math.ceil(itemCount / take);
  const start = Math.min((page - 1) * take, itemCount);
  const end = Math.min(start + take, itemCount);
  return {
    start,
    end,
    pageMeta: {
      page,
      take,
      itemCount,
      pageCount,
      hasPreviousPage: page > 1,
      hasNextPage: page < pageCount,
    },
  };
}
