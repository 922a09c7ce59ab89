import {
  type CheckOutcome,
  checkSequence,
  type Failure,
  failure,
  outcome,
  queryOf,
  queryValue,
  readV2Page,
} from "../conformance/checks-entry";
import type { LearnView } from "./learn-view";

const CHECK = "v2.paging.sequence";

/** Why no session of pages was judged. */
export const NO_SESSION = "no answer with two pages of one query";

/** The page an answer was asked for (1 when none). */
export function pageOf(view: LearnView): number {
  const raw = queryValue(view.query, "page");
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 1;
}

/** The query without its page (and without `also`): the pages of one session share it. */
export function sessionKey(view: LearnView, also?: string): string {
  return view.query
    .filter(([name]) => name !== "page" && name !== also)
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
}

function idsOf(view: LearnView): string[] {
  return (readV2Page(view.body)?.items ?? []).flatMap((item) => item.id ?? []);
}

function listed(view: LearnView): number {
  return readV2Page(view.body)?.items.length ?? 0;
}

/**
 * Pages of a session that is not whole: consecutive pages in order across their border (when
 * an order was asked), and no record on two pages. Witnessed by two consecutive non-empty pages.
 */
function partial(pages: ReadonlyMap<number, LearnView>): CheckOutcome {
  const failures: Failure[] = [];
  const seen = new Map<string, number>();
  let witness: string | undefined;
  for (const [number, page] of [...pages].sort(([a], [b]) => a - b)) {
    const before = pages.get(number - 1);
    if (before !== undefined && listed(before) > 0 && listed(page) > 0) {
      witness ??= queryOf(before);
      const order = queryValue(page.query, "order");
      const last = readV2Page(before.body)?.items.at(-1)?.time;
      const next = readV2Page(page.body)?.items[0]?.time;
      const broken =
        last !== undefined &&
        next !== undefined &&
        ((order === "ASC" && next < last) || (order === "DESC" && next > last));
      if (broken && failures.length === 0)
        failures.push(
          failure(
            CHECK,
            page,
            `order=${order} is broken across the border of pages ${number - 1} and ${number}`,
            `page ${number} starts ${order === "ASC" ? "no earlier" : "no later"} than page ${number - 1} ends`,
            `page ${number - 1} ends ${new Date(last).toISOString()}, page ${number} starts ${new Date(next).toISOString()}`,
          ),
        );
    }
    for (const id of idsOf(page)) {
      const earlier = seen.get(id);
      if (
        earlier !== undefined &&
        earlier !== number &&
        failures.every((f) => !f.message.includes("twice"))
      )
        failures.push(
          failure(
            CHECK,
            page,
            `item ${id} comes twice in the pages of one query`,
            "each item once",
            `on page ${earlier} and again on page ${number}`,
          ),
        );
      seen.set(id, number);
    }
  }
  const base = outcome(CHECK, failures);
  return witness === undefined
    ? { ...base, unwitnessed: "no two consecutive non-empty pages of one query" }
    : { ...base, witness };
}

/**
 * A whole session (pages 1..pageCount): conform's sequence check, the page after it if captured.
 */
function whole(pages: ReadonlyMap<number, LearnView>, list: readonly LearnView[]): CheckOutcome {
  const last = list[list.length - 1] as LearnView;
  const pastEnd = pages.get(list.length + 1) ?? { ...last, body: { data: [] } };
  const held = checkSequence(list, pastEnd);
  const full = list.filter((page) => listed(page) > 0);
  return full.length >= 2
    ? { ...held, witness: queryOf(list[0] as LearnView) }
    : { ...held, unwitnessed: "no two non-empty pages of one query" };
}

/** The captured answers grouped by query but their page: each group's pages by number. */
export function sessionsOf(views: readonly LearnView[]): Map<number, LearnView>[] {
  const sessions = new Map<string, Map<number, LearnView>>();
  for (const view of views) {
    const key = sessionKey(view);
    const pages = sessions.get(key) ?? new Map<number, LearnView>();
    if (!pages.has(pageOf(view))) pages.set(pageOf(view), view);
    sessions.set(key, pages);
  }
  return [...sessions.values()];
}

/** Pages 1..pageCount of a session (page 1's pageCount, two or more), when all were captured. */
export function wholeSession(pages: ReadonlyMap<number, LearnView>): LearnView[] | undefined {
  const count = readV2Page(pages.get(1)?.body)?.meta?.pageCount ?? 0;
  const list = Array.from({ length: count }, (_, i) => pages.get(i + 1));
  return count >= 2 && list.every((page) => page !== undefined) ? (list as LearnView[]) : undefined;
}

/**
 * The pages of each query captured (the same query but its page, api-v2 2.2, 4.1, 8) joined:
 * read to its end when pages 1..pageCount were all captured (in order across borders, no
 * record twice, itemCount records, none past the end), else the pages present compared where
 * they meet. One outcome per session of two pages or more.
 */
export function pageSessions(views: readonly LearnView[]): CheckOutcome[] {
  const outcomes = sessionsOf(views)
    .filter((pages) => pages.size >= 2)
    .map((pages) => {
      const list = wholeSession(pages);
      return list === undefined ? partial(pages) : whole(pages, list);
    });
  return outcomes.length > 0 ? outcomes : [{ ...outcome(CHECK, []), unwitnessed: NO_SESSION }];
}
