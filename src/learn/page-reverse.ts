import {
  type CheckOutcome,
  checkReverse,
  queryOf,
  queryValue,
  readV2Page,
} from "../conformance/checks-entry";
import type { LearnView } from "./learn-view";
import { pageOf, sessionsOf, wholeSession } from "./page-sessions";

/** The filters of a query: without page, take and order. */
function filtersOf(view: LearnView): string {
  return view.query
    .filter(([name]) => !["page", "take", "order"].includes(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
}

/** A whole set in one answer: page 1 listing all of its itemCount (more than none). */
function wholeAnswer(view: LearnView): boolean {
  const page = readV2Page(view.body);
  const count = page?.meta?.itemCount;
  return pageOf(view) === 1 && count !== undefined && count > 0 && page?.items.length === count;
}

/**
 * One set read to its end in order=ASC and in order=DESC (api-v2 4.1, 8), where the capture
 * holds both (every page of a session, or the whole set in one answer): the DESC sequence is
 * the ASC one reversed, ties compared as sets. Witnessed by a set of two dates or more.
 */
export function pageReversals(views: readonly LearnView[]): CheckOutcome[] {
  const reads = new Map<string, { ASC?: readonly LearnView[]; DESC?: readonly LearnView[] }>();
  const note = (list: readonly LearnView[]): void => {
    const [first] = list;
    const order = first === undefined ? undefined : queryValue(first.query, "order");
    if (first === undefined || (order !== "ASC" && order !== "DESC")) return;
    const key = filtersOf(first);
    reads.set(key, { [order]: list, ...reads.get(key) });
  };
  for (const pages of sessionsOf(views)) {
    const list = wholeSession(pages);
    if (list !== undefined) note(list);
  }
  for (const view of views) if (wholeAnswer(view)) note([view]);
  return [...reads.values()].flatMap(({ ASC: asc, DESC: desc }) => {
    const [first] = asc ?? [];
    if (asc === undefined || desc === undefined || first === undefined) return [];
    const times = new Set(asc.flatMap((p) => readV2Page(p.body)?.items.map((i) => i.time) ?? []));
    const held = checkReverse(asc, desc);
    return [
      times.size >= 2
        ? { ...held, witness: queryOf(first) }
        : { ...held, unwitnessed: "no set of two dates read to its end both ways" },
    ];
  });
}
