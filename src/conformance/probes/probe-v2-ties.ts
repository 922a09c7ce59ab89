import { queryOf } from "../answer-evidence";
import { checkTies, pageIds, type AskedTwice } from "../checks/check-ties";
import { dayOf, formatDay } from "../dates";
import { type ExchangeView, type QueryInput, pageOf } from "../exchange";
import type { ProbeContext } from "./probe-context";

/** The most records of the tie's window read on one page (a maximum take servers commonly allow). */
const WINDOW_TAKE = 100;

/** Days each side of the tie's day: its day whole under every reading of the bounds. */
const WINDOW_MARGIN_DAYS = 1;

/** A date at which the run's answers listed several records, and the states they lie in. */
export interface Tie {
  readonly time: number;
  readonly stateIds: readonly string[];
}

/** Whether an instant lies on the same calendar day in UTC and in UTC-03:00 (06:00 to 20:00 UTC). */
function midDay(time: number): boolean {
  const hour = new Date(time).getUTCHours();
  return hour >= 6 && hour < 20;
}

/**
 * The instants at which the run's v2 answers listed two records or more (distinct ids), in
 * time order: where records tie on the ordering key.
 */
export function tiesSeen(exchanges: readonly ExchangeView[]): Tie[] {
  const seen = new Map<number, Map<string, string>>();
  for (const exchange of exchanges) {
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.time === undefined || item.id === undefined) continue;
      const ids = seen.get(item.time) ?? new Map<string, string>();
      ids.set(item.id, item.stateId ?? "");
      seen.set(item.time, ids);
    }
  }
  return [...seen]
    .filter(([, ids]) => ids.size >= 2)
    .map(([time, ids]) => ({ time, stateIds: [...new Set(ids.values())] }))
    .sort((a, b) => a.time - b.time);
}

/**
 * v2.paging.ties: a tie the server has shown (two records of one date among the run's answers),
 * the window of days around it read whole (narrowed to the tied records' state when it holds
 * more than WINDOW_TAKE records), then a take whose page edge falls inside the tie
 * (take = the position of its last record), and pages 1 and 2 of it; window and pages are each
 * asked twice. The tie chosen is the middle one of those seen (no draw: the run's other draws
 * stay as they were). Unwitnessed when no tie was seen or the window does not show it whole.
 */
export async function probeV2Ties(ctx: ProbeContext): Promise<void> {
  ctx.phase("v2 paging across ties");
  const ties = tiesSeen(ctx.v2Occurrences);
  // A tie at mid-day lies on the same day whatever offset the server reads days in.
  const clear = ties.filter((tie) => midDay(tie.time));
  const pool = clear.length > 0 ? clear : ties;
  const tie = pool[Math.floor(pool.length / 2)];
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
  const { time } = tie;
  const day = dayOf(time);
  let base: QueryInput = {
    initialdate: formatDay(day - WINDOW_MARGIN_DAYS),
    finaldate: formatDay(day + WINDOW_MARGIN_DAYS),
    order: "ASC",
  };
  const twice = async (query: QueryInput): Promise<AskedTwice> => {
    const first = await ctx.request("v2-occurrences", query);
    return { first, second: await ctx.request("v2-occurrences", query) };
  };
  // A busy window narrowed to the tied records' state, when they share one.
  const [state] = tie.stateIds;
  const count = await ctx.request("v2-occurrences", { ...base, take: 1 });
  if (
    (pageOf(count)?.meta?.itemCount ?? 0) > WINDOW_TAKE &&
    tie.stateIds.length === 1 &&
    state !== undefined &&
    state !== ""
  )
    base = { ...base, idState: state };
  const window = await twice({ ...base, take: WINDOW_TAKE });
  const items = pageOf(window.first)?.items ?? [];
  const last = items.map((item) => item.time).lastIndexOf(time);
  const tied = items.filter((item) => item.time === time).map((item) => item.id ?? "");
  if (tied.length < 2 || last < 1 || (pageOf(window.first)?.meta?.itemCount ?? 0) > WINDOW_TAKE) {
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
