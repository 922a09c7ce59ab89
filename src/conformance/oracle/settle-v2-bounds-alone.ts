import { pathOf } from "../../contract";
import { DAY_MS, dayOf, formatDay } from "../dates";
import { pageOf, type ExchangeView } from "../exchange";
import type { ProbeContext } from "../probes/probe-context";
import {
  BOUND_SEPARATION_DAYS,
  recordBoundAlone,
  smallestCityDay,
  type CityTimes,
} from "./bound-alone-readings";
import type { BoundAnswer, DatedId } from "./compare-bound-alone";
import type { Settled } from "./settle-v2-choices";

/** The run's v2 records with an id, a city and a date, by city: each id and its instant. */
function v2CityTimes(ctx: ProbeContext): CityTimes {
  const cities: CityTimes = new Map();
  for (const exchange of ctx.v2Occurrences)
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.id === undefined || item.cityId === undefined || item.time === undefined) continue;
      const days = cities.get(item.cityId) ?? new Map<string, number>();
      days.set(item.id, item.time);
      cities.set(item.cityId, days);
    }
  return cities;
}

/**
 * A v2 page as one side of the comparison: whole when it lists every item it counts, or when
 * its items run in the order asked past `reached` (then every item nearer the bound came first).
 */
function v2Answer(
  exchange: ExchangeView,
  reached?: { readonly order: "ASC" | "DESC"; readonly past: number },
): BoundAnswer {
  const page = exchange.status === 200 ? pageOf(exchange) : undefined;
  if (page === undefined) return { exchange, whole: false };
  const entries: DatedId[] = page.items.flatMap((item) =>
    item.id === undefined || item.time === undefined ? [] : [{ id: item.id, time: item.time }],
  );
  const counted =
    page.meta?.itemCount === page.items.length && entries.length === page.items.length;
  const sign = reached?.order === "DESC" ? -1 : 1;
  const ordered = entries.every(
    (entry, index) =>
      index === 0 || sign * (entry.time - (entries[index - 1] as DatedId).time) >= 0,
  );
  const last = entries[entries.length - 1];
  const past =
    reached !== undefined &&
    ordered &&
    last !== undefined &&
    sign * (last.time - reached.past) >= 0;
  return { exchange, entries, whole: counted || past };
}

/**
 * finaldate and initialdate, each asked alone and beside the other bound (four requests, on the
 * city of the fewest records in the run's answers, at the day it has most of them; a bound alone
 * ordered from its own day, so one page of `take` holds the records next to it): an honest
 * server reads a bound the same way whether the other comes with it or not. The oracle judges
 * queries with both bounds, and a server that reads a bound alone otherwise would escape it; a
 * contradiction fails `v2.filter.dates` with both queries.
 */
export async function settleV2BoundsAlone(ctx: ProbeContext, take: number): Promise<Settled> {
  const name = "v2 date bounds alone";
  const picked = smallestCityDay(v2CityTimes(ctx));
  if (picked === undefined)
    return {
      choices: {},
      evidence: [{ name, reading: "not settled (no record of the run shows a city and a date)" }],
    };
  const { cityId, day, known } = picked;
  const ask = (bounds: Record<string, number>, order: "ASC" | "DESC") =>
    ctx.client.get(pathOf("v2-occurrences"), {
      idCities: [cityId],
      ...Object.fromEntries(Object.entries(bounds).map(([key, value]) => [key, formatDay(value)])),
      order,
      take,
    });
  const separation = BOUND_SEPARATION_DAYS;
  const [toAlone, toBeside, fromAlone, fromBeside] = await Promise.all([
    ask({ finaldate: day }, "DESC"),
    ask({ initialdate: day - separation, finaldate: day }, "ASC"),
    ask({ initialdate: day }, "ASC"),
    ask({ initialdate: day, finaldate: day + separation }, "ASC"),
  ]);
  const evidence = recordBoundAlone(ctx, name, `city ${cityId}, ${formatDay(day)}`, [
    {
      check: "v2.filter.dates",
      bound: `finaldate=${formatDay(day)}`,
      other: `initialdate=${formatDay(day - separation)}`,
      alone: v2Answer(toAlone, { order: "DESC", past: (day - 1) * DAY_MS - 1 }),
      beside: v2Answer(toBeside),
      near: (time) => dayOf(time) >= day - 1,
      known,
    },
    {
      check: "v2.filter.dates",
      bound: `initialdate=${formatDay(day)}`,
      other: `finaldate=${formatDay(day + separation)}`,
      alone: v2Answer(fromAlone, { order: "ASC", past: (day + 2) * DAY_MS }),
      beside: v2Answer(fromBeside),
      near: (time) => dayOf(time) <= day + 1,
      known,
    },
  ]);
  return { choices: {}, evidence: [evidence] };
}
