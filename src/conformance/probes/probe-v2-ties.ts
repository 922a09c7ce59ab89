import { queryOf } from "../answer-evidence";
import { checkTies, pageIds, type AskedTwice } from "../checks/check-ties";
import { dayOf, formatDay } from "../dates";
import { type ExchangeView, type QueryInput, pageOf } from "../exchange";
import type { Learned, ProbeContext } from "./probe-context";

/** The most records of the tie's window read on one page (a maximum take servers commonly allow). */
const WINDOW_TAKE = 100;

/** Days each side of the tie's day: its day whole under every reading of the bounds. */
const WINDOW_MARGIN_DAYS = 1;

/** A date at which the run's answers listed several records, and the states and cities they lie in. */
export interface Tie {
  readonly time: number;
  readonly stateIds: readonly string[];
  readonly cityIds: readonly string[];
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
  const seen = new Map<number, Map<string, { stateId: string; cityId: string }>>();
  for (const exchange of exchanges) {
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.time === undefined || item.id === undefined) continue;
      const ids = seen.get(item.time) ?? new Map<string, { stateId: string; cityId: string }>();
      ids.set(item.id, { stateId: item.stateId ?? "", cityId: item.cityId ?? "" });
      seen.set(item.time, ids);
    }
  }
  return [...seen]
    .filter(([, ids]) => ids.size >= 2)
    .map(([time, ids]) => {
      const places = [...ids.values()];
      return {
        time,
        stateIds: [...new Set(places.map((place) => place.stateId))],
        cityIds: [...new Set(places.map((place) => place.cityId))],
      };
    })
    .sort((a, b) => a.time - b.time);
}

/**
 * The narrower windows around a tie, each holding the tie whole, to read when the days around
 * it hold more than WINDOW_TAKE records (a dense world): the tied records' state (when they
 * share one), then their cities, then their cities on the tie's day alone (when the run has
 * classified how the server reads date bounds, and the tie lies mid-day: on its day in UTC and
 * in UTC-03:00 alike).
 */
export function narrowings(
  tie: Tie,
  wide: QueryInput,
  dateBounds: Learned["dateBounds"],
): QueryInput[] {
  const known = (ids: readonly string[]): boolean => ids.length > 0 && !ids.includes("");
  const [state] = tie.stateIds;
  const bases: QueryInput[] = [];
  if (tie.stateIds.length === 1 && known(tie.stateIds) && state !== undefined)
    bases.push({ ...wide, idState: state });
  if (!known(tie.cityIds)) return bases;
  const cities = { ...wide, idCities: [...tie.cityIds] };
  bases.push(cities);
  if (dateBounds !== undefined && midDay(tie.time)) {
    const day = dayOf(tie.time);
    bases.push({
      ...cities,
      initialdate: formatDay(dateBounds.fromInclusive ? day : day - 1),
      finaldate: formatDay(dateBounds.toInclusive ? day : day + 1),
    });
  }
  return bases;
}

/** Whether a window's answer lists it whole on one page of WINDOW_TAKE. */
function whole(exchange: ExchangeView): boolean {
  const page = pageOf(exchange);
  const itemCount = page?.meta?.itemCount;
  return itemCount !== undefined && itemCount <= WINDOW_TAKE && page?.items.length === itemCount;
}

/**
 * How many of the records the run listed (distinct ids) lie in each city: how busy the
 * neighbourhood of a tie is.
 */
function recordsByCity(exchanges: readonly ExchangeView[]): Map<string, number> {
  const cities = new Map<string, string>();
  for (const exchange of exchanges)
    for (const item of pageOf(exchange)?.items ?? [])
      if (item.id !== undefined && item.cityId !== undefined) cities.set(item.id, item.cityId);
  const counts = new Map<string, number>();
  for (const city of cities.values()) counts.set(city, (counts.get(city) ?? 0) + 1);
  return counts;
}

/**
 * The tie of the quietest cities (the fewest records listed in the tied records' cities; the
 * earliest of equals): on a dense world, the one whose narrowest window is likeliest to fit.
 */
export function quietestTie(
  ties: readonly Tie[],
  exchanges: readonly ExchangeView[],
): Tie | undefined {
  const counts = recordsByCity(exchanges);
  const busy = (tie: Tie): number =>
    tie.cityIds.reduce((sum, city) => sum + (counts.get(city) ?? 0), 0);
  const placed = ties.filter((tie) => tie.cityIds.length > 0 && !tie.cityIds.includes(""));
  return placed.reduce<Tie | undefined>(
    (best, tie) => (best === undefined || busy(tie) < busy(best) ? tie : best),
    undefined,
  );
}

/** The days around a tie: its day whole under every reading of the bounds and zones. */
function daysAround(time: number): QueryInput {
  const day = dayOf(time);
  return {
    initialdate: formatDay(day - WINDOW_MARGIN_DAYS),
    finaldate: formatDay(day + WINDOW_MARGIN_DAYS),
    order: "ASC",
  };
}

/**
 * v2.paging.ties: a tie the server has shown (two records of one date among the run's answers),
 * the window of days around it read whole, then a take whose page edge falls inside the tie
 * (take = the position of its last record), and pages 1 and 2 of it; window and pages are each
 * asked twice. The tie chosen is the middle one of those seen (no draw: the run's other draws
 * stay as they were). When the days around it hold more than WINDOW_TAKE records (a dense
 * world), the tie of the quietest cities is taken instead, and its window narrowed until it
 * fits (see `narrowings`: its state, its cities, its day). Unwitnessed when no tie was seen or
 * no window shows it whole.
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
    const narrower = narrowings(tie, daysAround(tie.time), ctx.learned.dateBounds);
    if (narrower.length > 0) candidates = narrower;
  }
  for (const candidate of candidates) {
    base = candidate;
    first = await ctx.request("v2-occurrences", { ...base, take: WINDOW_TAKE });
    if (whole(first)) break;
  }
  const { time } = tie;
  const window: AskedTwice = {
    first,
    second: await ctx.request("v2-occurrences", { ...base, take: WINDOW_TAKE }),
  };
  const twice = async (query: QueryInput): Promise<AskedTwice> => {
    const answer = await ctx.request("v2-occurrences", query);
    return { first: answer, second: await ctx.request("v2-occurrences", query) };
  };
  const items = pageOf(window.first)?.items ?? [];
  const last = items.map((item) => item.time).lastIndexOf(time);
  const tied = items.filter((item) => item.time === time).map((item) => item.id ?? "");
  if (tied.length < 2 || last < 1 || !whole(first)) {
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
