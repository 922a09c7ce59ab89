import { dayOf, formatDay, sureRange, type DayWindow } from "../dates";
import { type ExchangeView, type QueryInput, pageOf } from "../exchange";
import { type LooseOccurrence } from "../read-body";
import type { Reference } from "../checks/check-date-window";
import type { V2Discovery } from "./discover-v2";
import type { ProbeContext } from "./probe-context";

/**
 * The take of a whole-set query: the biggest take the suite relies on a server serving as asked.
 */
export const SMALL_TAKE = 50;
/** The fewest items a small set needs to show paging. */
const MIN_SET = 4;
/** The size aimed at when a window is narrowed. */
const TARGET = 25;
/** The most requests spent looking. */
const MAX_TRIES = 12;

/** A query whose whole answer fits one page: the reference for paging and intersections. */
export interface SmallSet {
  /** Its filters: one city, and a date window when the city alone has too many items. */
  readonly filters: QueryInput;
  readonly cityId: string;
  readonly window?: Required<DayWindow>;
  /** The answer with take SMALL_TAKE, order ASC, and its items. */
  readonly whole: ExchangeView;
  readonly items: readonly LooseOccurrence[];
  /** Its items as a reference for date checks. */
  readonly reference: Reference;
}

type Attempt = SmallSet | { readonly itemCount: number } | undefined;

function judge(exchange: ExchangeView, cityId: string, window?: Required<DayWindow>): Attempt {
  const page = pageOf(exchange);
  const itemCount = page?.meta?.itemCount;
  if (page === undefined || itemCount === undefined) return undefined;
  if (itemCount < MIN_SET || itemCount > SMALL_TAKE || page.items.length !== itemCount)
    return { itemCount };
  const items = page.items.filter((item) => item.id !== undefined && item.time !== undefined);
  const filters = {
    idCities: [cityId],
    ...(window === undefined
      ? {}
      : { initialdate: formatDay(window.from), finaldate: formatDay(window.to) }),
  };
  const complete = window === undefined ? { start: -Infinity, end: Infinity } : sureRange(window);
  return {
    filters,
    cityId,
    ...(window === undefined ? {} : { window }),
    whole: exchange,
    items,
    reference: {
      items: items.map((item) => ({ id: item.id as string, time: item.time as number })),
      complete,
    },
  };
}

/** Cities with data, those whose estimated count (from the sample) is nearest TARGET first. */
function rankCities(found: V2Discovery, ctx: ProbeContext): string[] {
  const frequency = new Map<string, number>();
  for (const item of found.sample)
    frequency.set(item.cityId as string, (frequency.get(item.cityId as string) ?? 0) + 1);
  const scale = found.total / Math.max(1, found.sample.length);
  const distance = (city: string): number =>
    Math.abs(Math.log(((frequency.get(city) ?? 0) * scale) / TARGET));
  return ctx.prng.shuffle([...frequency.keys()]).sort((a, b) => distance(a) - distance(b));
}

/**
 * Finds a small set: a city whose occurrences fit one page of SMALL_TAKE (at least MIN_SET),
 * trying first the cities the sample suggests are near that size; for a city with too many, a
 * date window around one of its occurrences, sized from its count and the span of the data.
 */
export async function findSmallSet(
  ctx: ProbeContext,
  found: V2Discovery,
): Promise<SmallSet | undefined> {
  let tries = 0;
  const span =
    found.firstDay === undefined || found.lastDay === undefined
      ? 365
      : found.lastDay - found.firstDay + 1;
  for (const cityId of rankCities(found, ctx)) {
    if (tries >= MAX_TRIES) break;
    const base = { idCities: [cityId], order: "ASC", take: SMALL_TAKE };
    tries += 1;
    const attempt = judge(await ctx.request("v2-occurrences", base), cityId);
    if (attempt === undefined || "whole" in attempt) return attempt;
    const anchor = found.sample.find((item) => item.cityId === cityId)?.time;
    if (attempt.itemCount <= SMALL_TAKE || anchor === undefined) continue;
    let half = Math.max(1, Math.round((span * TARGET) / attempt.itemCount / 2));
    for (let narrowing = 0; narrowing < 3 && tries < MAX_TRIES; narrowing += 1) {
      const window = { from: dayOf(anchor) - half, to: dayOf(anchor) + half };
      const query = {
        ...base,
        initialdate: formatDay(window.from),
        finaldate: formatDay(window.to),
      };
      tries += 1;
      const narrowed = judge(await ctx.request("v2-occurrences", query), cityId, window);
      if (narrowed === undefined || "whole" in narrowed) return narrowed;
      half = narrowed.itemCount > SMALL_TAKE ? Math.floor(half / 2) : half * 2;
      if (half < 1) break;
    }
  }
  return undefined;
}
