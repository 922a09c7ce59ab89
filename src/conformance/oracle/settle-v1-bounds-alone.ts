import { pathOf } from "../../contract";
import { dayOf, formatDay } from "../dates";
import type { ExchangeView } from "../exchange";
import type { ProbeContext } from "../probes/probe-context";
import { readV1Rows, v1RowTime } from "../read-body";
import {
  BOUND_SEPARATION_DAYS,
  recordBoundAlone,
  smallestCityDay,
  type CityTimes,
} from "./bound-alone-readings";
import type { BoundAnswer } from "./compare-bound-alone";
import type { Settled } from "./settle-v2-choices";

const GT = "data_ocorrencia[gt]";
const LT = "data_ocorrencia[lt]";

/** The run's v1 rows with an id, a city and a date, by city: each id and its shown instant. */
function v1CityTimes(ctx: ProbeContext): CityTimes {
  const cities: CityTimes = new Map();
  for (const exchange of ctx.v1Occurrences) {
    if (exchange.status !== 200) continue;
    for (const row of readV1Rows(exchange.body) ?? []) {
      const [id, city, time] = [row.id_ocorrencia, row.cidade_id, v1RowTime(row)];
      if (typeof id !== "number" && typeof id !== "string") continue;
      if (typeof city !== "number" && typeof city !== "string") continue;
      if (time === undefined) continue;
      const days = cities.get(String(city)) ?? new Map<string, number>();
      days.set(String(id), time);
      cities.set(String(city), days);
    }
  }
  return cities;
}

/** A v1 answer as one side of the comparison: whole unless it holds as many rows as the cap. */
function v1Answer(exchange: ExchangeView, cap: number | undefined): BoundAnswer {
  const rows = exchange.status === 200 ? readV1Rows(exchange.body) : undefined;
  if (rows === undefined) return { exchange, whole: false };
  const entries = rows.flatMap((row) => {
    const [id, time] = [row.id_ocorrencia, v1RowTime(row)];
    return (typeof id === "number" || typeof id === "string") && time !== undefined
      ? [{ id: String(id), time }]
      : [];
  });
  return { exchange, entries, whole: cap === undefined || rows.length < cap };
}

/**
 * data_ocorrencia[lt] and [gt], each asked alone and beside the other bound (four requests, on
 * the city of the fewest rows in the run's answers, at the day it shows most of them): an honest
 * server reads a bound the same way whether the other comes with it or not, so the rows next to
 * the bound's day must be the same in both answers. The oracle judges queries with both bounds,
 * and a server that reads a bound alone otherwise would escape it; a contradiction fails
 * `v1.filter.dates` with both queries. The cap settled (`v1Cap`) marks an answer that may be cut.
 */
export async function settleV1BoundsAlone(ctx: ProbeContext): Promise<Settled> {
  const name = "v1 date bounds alone";
  const picked = smallestCityDay(v1CityTimes(ctx));
  if (picked === undefined)
    return {
      choices: {},
      evidence: [{ name, reading: "not settled (no row of the run shows a city and a date)" }],
    };
  const { cityId, day, known } = picked;
  const ask = (bounds: Record<string, number>) =>
    ctx.client.get(pathOf("v1-occurrences"), {
      "cidade_id[]": [cityId],
      ...Object.fromEntries(Object.entries(bounds).map(([key, value]) => [key, formatDay(value)])),
      "field[]": ["id_ocorrencia", "data_ocorrencia"],
    });
  const separation = BOUND_SEPARATION_DAYS;
  const [ltAlone, ltBeside, gtAlone, gtBeside] = await Promise.all([
    ask({ [LT]: day }),
    ask({ [GT]: day - separation, [LT]: day }),
    ask({ [GT]: day }),
    ask({ [GT]: day, [LT]: day + separation }),
  ]);
  const cap = ctx.learned.v1Cap;
  const evidence = recordBoundAlone(ctx, name, `city ${cityId}, ${formatDay(day)}`, [
    {
      check: "v1.filter.dates",
      bound: `${LT}=${formatDay(day)}`,
      other: `${GT}=${formatDay(day - separation)}`,
      alone: v1Answer(ltAlone, cap),
      beside: v1Answer(ltBeside, cap),
      near: (time) => dayOf(time) >= day - 1,
      known,
    },
    {
      check: "v1.filter.dates",
      bound: `${GT}=${formatDay(day)}`,
      other: `${LT}=${formatDay(day + separation)}`,
      alone: v1Answer(gtAlone, cap),
      beside: v1Answer(gtBeside, cap),
      near: (time) => dayOf(time) <= day + 1,
      known,
    },
  ]);
  return { choices: {}, evidence: [evidence] };
}
