import { queryOf } from "../answer-evidence";
import { checkTies, pageIds, type AskedTwice } from "../checks/check-ties";
import { dayOf, formatDay } from "../dates";
import type { ExchangeView, QueryInput } from "../exchange";
import { readV2Page } from "../read-body";
import type { ProbeContext } from "./probe-context";

/** The most records of the tie's window read on one page. */
const WINDOW_TAKE = 50;

/** Days each side of the tie's day: its day whole under every reading of the bounds. */
const WINDOW_MARGIN_DAYS = 2;

/**
 * The instants at which the run's v2 answers listed two records or more (distinct ids), in
 * time order: where records tie on the ordering key.
 */
export function tiedTimes(exchanges: readonly ExchangeView[]): number[] {
  const ids = new Map<number, Set<string>>();
  for (const exchange of exchanges) {
    for (const item of readV2Page(exchange.body)?.items ?? []) {
      if (item.time === undefined || item.id === undefined) continue;
      ids.set(item.time, (ids.get(item.time) ?? new Set()).add(item.id));
    }
  }
  return [...ids]
    .filter(([, set]) => set.size >= 2)
    .map(([time]) => time)
    .sort((a, b) => a - b);
}

/**
 * v2.paging.ties: a tie the server has shown (two records of one date among the run's answers),
 * the window of days around it read whole, then a take whose page edge falls inside the tie
 * (take = the position of its last record), and pages 1 and 2 of it; window and pages are each
 * asked twice. The tie chosen is the middle one of those seen (no draw: the run's other draws
 * stay as they were). Unwitnessed when no tie was seen or the window does not show it whole.
 */
export async function probeV2Ties(ctx: ProbeContext): Promise<void> {
  ctx.phase("v2 paging across ties");
  const times = tiedTimes(ctx.v2Occurrences);
  const time = times[Math.floor(times.length / 2)];
  if (time === undefined) {
    ctx.record([
      {
        check: "v2.paging.ties",
        failures: [],
        unwitnessed: "no two records of equal date among the records the run listed",
      },
    ]);
    return;
  }
  const day = dayOf(time);
  const base: QueryInput = {
    initialdate: formatDay(day - WINDOW_MARGIN_DAYS),
    finaldate: formatDay(day + WINDOW_MARGIN_DAYS),
    order: "ASC",
  };
  const twice = async (query: QueryInput): Promise<AskedTwice> => {
    const first = await ctx.request("v2-occurrences", query);
    return { first, second: await ctx.request("v2-occurrences", query) };
  };
  const window = await twice({ ...base, take: WINDOW_TAKE });
  const items = readV2Page(window.first.body)?.items ?? [];
  const last = items.map((item) => item.time).lastIndexOf(time);
  const tied = items.filter((item) => item.time === time).map((item) => item.id ?? "");
  if (
    tied.length < 2 ||
    last < 1 ||
    (readV2Page(window.first.body)?.meta?.itemCount ?? 0) > WINDOW_TAKE
  ) {
    ctx.record([
      {
        check: "v2.paging.ties",
        failures: [],
        unwitnessed: `the window ${queryOf(window.first)} does not show the tie at ${new Date(time).toISOString()} whole`,
      },
    ]);
    return;
  }
  const before = await twice({ ...base, take: last, page: 1 });
  const after = await twice({ ...base, take: last, page: 2 });
  const judged = checkTies(window, before, after, tied);
  const split = pageIds(before.first).some((id) => tied.includes(id));
  ctx.record([
    split
      ? { ...judged, witness: queryOf(after.first) }
      : { ...judged, unwitnessed: "the page edge chosen did not split the tie" },
  ]);
}
