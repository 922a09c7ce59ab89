import {
  checkCrossDatePairs,
  checkV1DatesZone,
  isZoneOffset,
  justAfterMidnight,
  justBeforeMidnight,
  timeOfDay,
  type ShownPair,
} from "../checks/check-dates-zone";
import { rawItems } from "../checks/check-records";
import { datedV1, datedV2, pairByPlace, zoneOffsetOf, type DatedV2 } from "../checks/pair-records";
import { dayOf, formatDay } from "../dates";
import type { ExchangeView } from "../exchange";
import type { CheckOutcome } from "../outcome";
import { readV1Rows, type V1Row } from "../read-body";
import { foldCase, foldName } from "../text";
import type { ProbeContext } from "./probe-context";
import { choiceOf, fixedZone, zoneExplaining } from "../shown-zone";

/** The v1 columns a pair by place needs. */
const PLACE_FIELDS = [
  "id_ocorrencia",
  "latitude_ocorrencia",
  "longitude_ocorrencia",
  "data_ocorrencia",
];

/** The v1 city row of a v2 city name (case, then accents ignored). */
export function v1CityNamed(rows: readonly V1Row[], name: string): V1Row | undefined {
  const find = (fold: (s: string) => string): V1Row | undefined =>
    rows.find((row) => typeof row.Cidade === "string" && fold(row.Cidade) === fold(name));
  return find(foldCase) ?? find(foldName);
}

/** Every dated v2 record the run has listed, once each (by id), in the order first seen. */
function seenRecords(exchanges: readonly ExchangeView[]): DatedV2[] {
  const byId = new Map<string, DatedV2>();
  for (const entry of datedV2(exchanges.flatMap((exchange) => rawItems(exchange)))) {
    const id = String(entry.item.id);
    if (!byId.has(id)) byId.set(id, entry);
  }
  return [...byId.values()];
}

/** The name of a v2 record's city. */
function cityName(entry: DatedV2): string | undefined {
  const city = entry.item.city;
  return typeof city === "object" &&
    city !== null &&
    "name" in city &&
    typeof city.name === "string"
    ? city.name
    : undefined;
}

/**
 * The zone v1 shows its dates in (v1.dates.zone), from the small set's city read in both versions
 * and paired by place, then the full timestamps of the pairs (cross.dates). Its witness needs a
 * record just after and one just before midnight in that zone: where the city's pairs lack one,
 * the record of the run's v2 answers nearest that side of midnight is read in v1 too (its city,
 * the days around its own), one request each.
 */
export async function probeCrossDates(
  ctx: ProbeContext,
  v2Whole: ExchangeView,
  v1Whole: ExchangeView,
  cityRows: readonly V1Row[],
): Promise<CheckOutcome[]> {
  const pairs: ShownPair[] = pairByPlace(
    datedV2(rawItems(v2Whole)),
    datedV1(readV1Rows(v1Whole.body) ?? []),
  ).map((pair) => ({ ...pair, exchange: v1Whole }));
  const offset = zoneOffsetOf(pairs);
  const zone = checkV1DatesZone(v1Whole, pairs, offset);
  if (offset === undefined || zone.zone === undefined) return [zone.outcome];
  const seen = seenRecords(ctx.v2Occurrences);
  const byTime = [...seen].sort((a, b) => timeOfDay(a.time, offset) - timeOfDay(b.time, offset));
  const sides = [
    [justAfterMidnight, byTime[0]],
    [justBeforeMidnight, byTime[byTime.length - 1]],
  ] as const;
  for (const [side, nearest] of sides) {
    if (pairs.some((pair) => side(pair.v2.time, offset)) || nearest === undefined) continue;
    const name = cityName(nearest);
    const city = name === undefined ? undefined : v1CityNamed(cityRows, name);
    if (city === undefined) continue;
    const day = dayOf(nearest.time + offset);
    const exchange = await ctx.request("v1-occurrences", {
      "cidade_id[]": [String(city.CidadeId)],
      "data_ocorrencia[gt]": formatDay(day - 2),
      "data_ocorrencia[lt]": formatDay(day + 2),
      "field[]": PLACE_FIELDS,
    });
    if (exchange.status !== 200) continue;
    const found = pairByPlace([nearest], datedV1(readV1Rows(exchange.body) ?? []));
    pairs.push(...found.map((pair) => ({ ...pair, exchange })));
  }
  // The zone settled from every pair: the offset most hold when it explains them all, else a
  // named zone with daylight saving that does (America/Sao_Paulo until 2019); else the offset
  // most hold, and the pairs it does not explain fail.
  const shown = zoneExplaining(pairs) ?? fixedZone(offset);
  ctx.learned.v1Zone = choiceOf(shown);
  ctx.ledger.observe({
    topic: "v1-dates-zone",
    text: `v1 data_ocorrencia is shown in ${shown.name} (${pairs.length} record(s) paired with v2 by place)`,
    exchange: v1Whole,
  });
  return [zone.outcome, ...(isZoneOffset(offset) ? [checkCrossDatePairs(pairs, shown)] : [])];
}
