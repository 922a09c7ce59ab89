import { pathOf } from "../../contract";
import { classifyInclusivity } from "../checks/classify-date-bounds";
import type { Reference } from "../checks/check-date-window";
import { dayOf, formatDay, sureRange } from "../dates";
import { pageOf, type ExchangeView } from "../exchange";
import type { Learned, ProbeContext } from "../probes/probe-context";
import type { LooseOccurrence } from "../read-body";

/** How many cities the classification tries at most (two requests each; two more to recentre). */
const MAX_CITIES = 3;

/**
 * The days either side of the reference's middle day: a reference of nine days is complete
 * wherever any reading (bounds inclusive or exclusive, days in UTC or an offset of up to a day)
 * of the window of the three middle days may reach.
 */
const REFERENCE_HALF = 4;
const WINDOW_HALF = 1;

/** What the bound classification saw: the reading (when settled) and its evidence. */
export interface V2Bounds {
  readonly bounds?: NonNullable<Learned["dateBounds"]>;
  /** Where the reading comes from, or why there is none. */
  readonly source: string;
  readonly exchange?: ExchangeView;
  /** The reference's items (one city's records of nine days), for the zone probe. */
  readonly records: readonly LooseOccurrence[];
}

/** The run's v2 records by city: how many, and the UTC day of each. */
function citiesOfRun(ctx: ProbeContext): Map<string, number[]> {
  const days = new Map<string, number[]>();
  for (const exchange of ctx.v2Occurrences)
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.cityId === undefined || item.time === undefined) continue;
      const list = days.get(item.cityId) ?? [];
      list.push(dayOf(item.time));
      days.set(item.cityId, list);
    }
  return days;
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
}

/**
 * The whole answer's items (every one with an id and a time), or undefined when it is not whole.
 */
function wholeItems(exchange: ExchangeView): LooseOccurrence[] | undefined {
  const page = pageOf(exchange);
  if (exchange.status !== 200 || page === undefined) return undefined;
  const items = page.items.filter((item) => item.id !== undefined && item.time !== undefined);
  if (page.meta?.itemCount !== page.items.length || items.length !== page.items.length)
    return undefined;
  return items;
}

type Attempt =
  | { readonly kind: "settled"; readonly result: V2Bounds }
  | {
      readonly kind: "unsettled";
      readonly itemCount?: number;
      readonly records: LooseOccurrence[];
    };

/**
 * One city's records of nine days around `day`, read whole, as the reference; the window of the
 * three middle days asked of the same city; the probes' classifier reads the bounds from which
 * of the reference's records the window holds (two requests).
 */
async function classifyInCity(
  ctx: ProbeContext,
  cityId: string,
  day: number,
  take: number,
): Promise<Attempt> {
  const ask = (half: number) =>
    ctx.client.get(pathOf("v2-occurrences"), {
      idCities: [cityId],
      initialdate: formatDay(day - half),
      finaldate: formatDay(day + half),
      order: "ASC",
      take,
    });
  const wide = await ask(REFERENCE_HALF);
  const items = wholeItems(wide);
  const itemCount = pageOf(wide)?.meta?.itemCount;
  if (items === undefined)
    return { kind: "unsettled", ...(itemCount === undefined ? {} : { itemCount }), records: [] };
  const reference: Reference = {
    items: items.map((item) => ({ id: item.id as string, time: item.time as number })),
    complete: sureRange({ from: day - REFERENCE_HALF, to: day + REFERENCE_HALF }),
  };
  const window = { from: day - WINDOW_HALF, to: day + WINDOW_HALF };
  const narrow = await ask(WINDOW_HALF);
  const held = wholeItems(narrow);
  const bounds =
    held === undefined
      ? undefined
      : classifyInclusivity(
          reference,
          window,
          held.map((item) => item.id as string),
        );
  if (bounds === undefined) return { kind: "unsettled", itemCount: items.length, records: items };
  return {
    kind: "settled",
    result: {
      bounds,
      source: `classified on city ${cityId}: its ${items.length} records of ${formatDay(day - REFERENCE_HALF)}..${formatDay(day + REFERENCE_HALF)} against the window ${formatDay(window.from)}..${formatDay(window.to)}`,
      exchange: narrow,
      records: items,
    },
  };
}

/**
 * The v2 date bounds (each inclusive or exclusive), as the run's probes classified them or, when
 * they did not, classified here with the probes' own classifier on a city's records of nine days
 * around the middle day of its records in the run, and the window of the three middle days (a city
 * at a time, three at most: six requests; once a run the same city again around the middle day of
 * its own records of those nine days, when that differs: two more). The next city is the one whose
 * estimated count of records in nine days (from the run's answers, scaled by the count read) lies
 * nearest a third of the take, so a reference too large for one page or too thin to show a bound is
 * followed by one that fits. A reading the answers do not settle stays undefined.
 */
export async function settleV2Bounds(ctx: ProbeContext, take: number): Promise<V2Bounds> {
  const learned = ctx.learned.dateBounds;
  if (learned !== undefined)
    return { bounds: learned, source: "classified by the run's small set", records: [] };
  const cities = citiesOfRun(ctx);
  const seen = (cityId: string): number => cities.get(cityId)?.length ?? 0;
  // First the city of the median count in the run's answers; then by the scale the reads show.
  const byCount = [...cities.keys()].sort((a, b) => seen(a) - seen(b));
  const first = byCount[Math.floor(byCount.length / 2)];
  let next =
    first === undefined ? undefined : { cityId: first, day: median(cities.get(first) ?? []) };
  let scale: number | undefined;
  const tried: string[] = [];
  let recentred = false;
  const records: LooseOccurrence[] = [];
  while (next !== undefined) {
    const { cityId, day } = next;
    if (!tried.includes(cityId)) tried.push(cityId);
    const attempt = await classifyInCity(ctx, cityId, day, take);
    if (attempt.kind === "settled") return attempt.result;
    if (records.length === 0) records.push(...attempt.records);
    // The run's answers may lean to one end of the data (a first page of midnight ties): the
    // city's own records of the nine days then tell a middle day whose neighbours hold records,
    // asked once more (two requests, once a run).
    const own = attempt.records.flatMap((item) =>
      item.time === undefined ? [] : [dayOf(item.time)],
    );
    const middle = own.length === 0 ? undefined : median(own);
    if (!recentred && middle !== undefined && middle !== day) {
      recentred = true;
      next = { cityId, day: middle };
      continue;
    }
    if (attempt.itemCount !== undefined) scale = attempt.itemCount / seen(cityId);
    const estimate = (id: string): number =>
      Math.abs(Math.log(((scale ?? 1) * seen(id) + 1) / (take / 3)));
    const city = byCount
      .filter((id) => !tried.includes(id))
      .sort((a, b) => estimate(a) - estimate(b))[0];
    next =
      city === undefined || tried.length >= MAX_CITIES
        ? undefined
        : { cityId: city, day: median(cities.get(city) ?? []) };
  }
  return {
    source:
      tried.length === 0
        ? "not classified (no record with a city in the run's answers)"
        : `not classified (the run's small set did not, nor the records of ${tried.length === 1 ? "city" : "cities"} ${tried.join(", ")})`,
    records,
  };
}
