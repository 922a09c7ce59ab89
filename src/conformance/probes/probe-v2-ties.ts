import { queryOf } from "../answer-evidence";
import { checkTies, pageIds, type AskedTwice } from "../checks/check-ties";
import { dayOf, formatDay } from "../dates";
import { type ExchangeView, type QueryInput, pageOf } from "../exchange";
import { edgeInsideTie } from "./edge-inside-tie";
import type { ProbeContext } from "./probe-context";
import { quietestTie } from "./quietest-tie";
import { midDay, tieNarrowings } from "./tie-narrowings";
import { tiesSeen } from "./ties-seen";

/**
 * The most records of the tie's window read on one page (a maximum take servers commonly allow).
 */
const WINDOW_TAKE = 100;

/** The most pages of the tie's window read to find the tie, when no window fits one page. */
const WINDOW_PAGES = 4;

/** Days each side of the tie's day: its day whole under every reading of the bounds. */
const WINDOW_MARGIN_DAYS = 1;

/** The days around a tie: its day whole under every reading of the bounds and zones. */
function daysAround(time: number): QueryInput {
  const day = dayOf(time);
  return {
    initialdate: formatDay(day - WINDOW_MARGIN_DAYS),
    finaldate: formatDay(day + WINDOW_MARGIN_DAYS),
    order: "ASC",
  };
}

/** Whether a window's answer lists it whole on one page of WINDOW_TAKE. */
function whole(exchange: ExchangeView): boolean {
  const page = pageOf(exchange);
  const itemCount = page?.meta?.itemCount;
  return itemCount !== undefined && itemCount <= WINDOW_TAKE && page?.items.length === itemCount;
}

/**
 * Reads further pages of a window (page 1 read) until its records of the tie's date are all
 * seen: a later record follows them, or the window's end (at most WINDOW_PAGES pages).
 */
async function pagesToTie(
  ctx: ProbeContext,
  base: QueryInput,
  first: ExchangeView,
  time: number,
): Promise<ExchangeView[]> {
  const pages = [first];
  const itemCount = pageOf(first)?.meta?.itemCount ?? 0;
  const seen = (): number =>
    pages.reduce((sum, page) => sum + (pageOf(page)?.items.length ?? 0), 0);
  const after = (): boolean =>
    pages.some((page) => (pageOf(page)?.items ?? []).some((item) => (item.time ?? 0) > time));
  while (pages.length < WINDOW_PAGES && !after() && seen() < itemCount) {
    const before = seen();
    pages.push(
      await ctx.request("v2-occurrences", { ...base, take: WINDOW_TAKE, page: pages.length + 1 }),
    );
    if (seen() === before) break;
  }
  return pages;
}

/**
 * v2.paging.ties: a tie the server has shown (two records of one date among the run's answers),
 * the window of days around it read whole, then a take whose page edge falls inside the tie
 * (take = the position of its last record), and pages 1 and 2 of it; window and pages are each
 * asked twice. The tie chosen is the middle one of those seen (no draw: the run's other draws
 * stay as they were).
 *
 * On a dense world, where the days around it hold more than WINDOW_TAKE records, the tie of the
 * quietest cities is taken instead and its window narrowed until it fits a page (its state, its
 * cities, its day: see tieNarrowings); when even the narrowest does not, its pages are read up
 * to the tie (at most WINDOW_PAGES), the page holding the tie is the one asked twice, and the
 * edge is the largest take up to WINDOW_TAKE with a page edge inside the tie (edgeInsideTie).
 * Unwitnessed when no tie was seen or no window shows it with a record after it.
 */
export async function probeV2Ties(ctx: ProbeContext): Promise<void> {
  ctx.phase("v2 paging across ties");
  const ties = tiesSeen(ctx.v2Occurrences);
  // A tie at mid-day lies on the same day whatever offset the server reads days in.
  const clear = ties.filter((tie) => midDay(tie.time));
  const pool = clear.length > 0 ? clear : ties;
  let tie = pool[Math.floor(pool.length / 2)];
  if (tie === undefined) {
    ctx.record([
      {
        check: "v2.paging.ties",
        failures: [],
        unwitnessed: "no two records of equal date among the records the run listed",
      },
    ]);
    return;
  }
  // The days around the tie, counted first; on a dense world, narrower windows (each read once
  // as its own count) until one fits a page.
  let base = daysAround(tie.time);
  let first = await ctx.request("v2-occurrences", { ...base, take: 1 });
  let candidates = [base];
  if ((pageOf(first)?.meta?.itemCount ?? 0) > WINDOW_TAKE) {
    tie = quietestTie(pool, ctx.v2Occurrences) ?? tie;
    const narrower = tieNarrowings(tie, daysAround(tie.time), ctx.learned.dateBounds);
    if (narrower.length > 0) candidates = narrower;
  }
  for (const candidate of candidates) {
    base = candidate;
    first = await ctx.request("v2-occurrences", { ...base, take: WINDOW_TAKE });
    if (whole(first)) break;
  }
  const { time } = tie;
  const pages = whole(first) ? [first] : await pagesToTie(ctx, base, first, time);
  const items = pages.flatMap((page) => pageOf(page)?.items ?? []);
  const times = items.map((item) => item.time);
  const [from, last] = [times.indexOf(time), times.lastIndexOf(time)];
  const tied = items.filter((item) => item.time === time).map((item) => item.id ?? "");
  const edge = edgeInsideTie(from, last, WINDOW_TAKE);
  const shown = whole(first) || (last >= 0 && last < items.length - 1);
  const held = pages[Math.floor(Math.max(0, last) / WINDOW_TAKE)] ?? first;
  if (tied.length < 2 || edge === undefined || !shown) {
    ctx.record([
      {
        check: "v2.paging.ties",
        failures: [],
        unwitnessed: `the window ${queryOf(held)} does not show the tie at ${new Date(time).toISOString()} whole`,
      },
    ]);
    return;
  }
  const window: AskedTwice = {
    first: held,
    second: await ctx.request("v2-occurrences", queryOfPage(base, pages.indexOf(held))),
  };
  const twice = async (query: QueryInput): Promise<AskedTwice> => {
    const answer = await ctx.request("v2-occurrences", query);
    return { first: answer, second: await ctx.request("v2-occurrences", query) };
  };
  const before = await twice({ ...base, take: edge.take, page: edge.page });
  const after = await twice({ ...base, take: edge.take, page: edge.page + 1 });
  const judged = checkTies(window, before, after, tied);
  const split = pageIds(before.first).some((id) => tied.includes(id));
  ctx.record([
    split
      ? { ...judged, witness: queryOf(after.first) }
      : { ...judged, unwitnessed: "the page edge chosen did not split the tie" },
  ]);
}

/**
 * The query of page `index` (0-based) of a window read WINDOW_TAKE at a time; page 1 as first
 * asked.
 */
function queryOfPage(base: QueryInput, index: number): QueryInput {
  return index <= 0
    ? { ...base, take: WINDOW_TAKE }
    : { ...base, take: WINDOW_TAKE, page: index + 1 };
}
