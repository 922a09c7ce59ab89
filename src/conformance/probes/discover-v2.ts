import { pathOf } from "../../contract";
import { dayOf } from "../dates";
import { type ExchangeView, pageOf } from "../exchange";
import { checkV2States } from "../checks/check-consistency";
import { observeDefaultOrder, observeDefaultTake, observeStates } from "../observations";
import { readV2Cities, type LooseCity, type LooseOccurrence } from "../read-body";
import type { ProbeContext } from "./probe-context";

/** How many items a sample page holds. */
const SAMPLE_TAKE = 50;

/** What the suite learns about a v2 server's data from its own answers. */
export interface V2Discovery {
  /** The unfiltered cities answer and its cities (with an id and a state id). */
  readonly citiesExchange: ExchangeView;
  readonly cities: readonly LooseCity[];
  /** The states, from the cities' state references. */
  readonly stateIds: readonly string[];
  /** The total of occurrences (itemCount of the unfiltered query). */
  readonly total: number;
  /** Day numbers of the earliest and latest occurrence, when any. */
  readonly firstDay?: number;
  readonly lastDay?: number;
  /** Occurrences seen on sample pages (with an id, a date, a city and a state). */
  readonly sample: readonly LooseOccurrence[];
  /** Whether GET /api/v2/states answered a list of states (it is then held to the cities). */
  readonly statesListed: boolean;
}

function dated(items: readonly LooseOccurrence[]): LooseOccurrence[] {
  return items.filter(
    (item) => item.id !== undefined && item.time !== undefined && item.cityId !== undefined,
  );
}

/**
 * Learns the server's cities, states and dates from its answers: the cities list, the first and
 * last occurrence (order ASC and DESC, take 1), the unfiltered first page (observed for the
 * default take and order) and random sample pages. Observes the v2 states GET on the way, and
 * holds it, when served, to the states the cities name (v2.consistency).
 */
export async function discoverV2(
  ctx: ProbeContext,
  citiesExchange: ExchangeView,
): Promise<V2Discovery> {
  ctx.phase("v2 discovery");
  const cities = (readV2Cities(citiesExchange.body) ?? []).filter(
    (city) => city.id !== undefined && city.stateId !== undefined,
  );
  const stateIds = [...new Set(cities.map((city) => city.stateId as string))];
  const [states, unfiltered, first, last] = await Promise.all([
    ctx.observe(pathOf("v2-states"), {}, observeStates),
    ctx.request("v2-occurrences"),
    ctx.request("v2-occurrences", { order: "ASC", take: 1 }),
    ctx.request("v2-occurrences", { order: "DESC", take: 1 }),
  ]);
  ctx.record([checkV2States(states, citiesExchange)]);
  ctx.ledger.observe(observeDefaultTake(unfiltered));
  ctx.ledger.observe(observeDefaultOrder(unfiltered));
  const firstPage = pageOf(first);
  const total = firstPage?.meta?.itemCount ?? pageOf(unfiltered)?.meta?.itemCount ?? 0;
  const firstTime = firstPage?.items[0]?.time;
  const lastTime = pageOf(last)?.items[0]?.time;

  const pages = Math.max(1, Math.ceil(total / SAMPLE_TAKE));
  const draws = [...new Set([ctx.prng.between(1, pages), ctx.prng.between(1, pages)])];
  const samples = await Promise.all(
    draws.map((page) => ctx.request("v2-occurrences", { order: "ASC", take: SAMPLE_TAKE, page })),
  );
  const seen = new Map<string, LooseOccurrence>();
  for (const exchange of [unfiltered, first, last, ...samples]) {
    for (const item of dated(pageOf(exchange)?.items ?? [])) seen.set(item.id as string, item);
  }
  return {
    citiesExchange,
    cities,
    stateIds,
    total,
    ...(firstTime === undefined ? {} : { firstDay: dayOf(firstTime) }),
    ...(lastTime === undefined ? {} : { lastDay: dayOf(lastTime) }),
    sample: [...seen.values()].sort((a, b) => (a.time as number) - (b.time as number)),
    statesListed: states.status === 200 && readV2Cities(states.body) !== undefined,
  };
}
