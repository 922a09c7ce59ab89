import {
  checkCrossDatePairs,
  checkV1DatesZone,
  justAfterMidnight,
  justBeforeMidnight,
  timeOfDay,
  type ShownPair,
} from "../checks/check-dates-zone";
import { rawItems } from "../checks/check-records";
import { datedV1, datedV2, pairByPlace, zoneOffsetOf, type DatedV2 } from "../checks/pair-records";
import { dayOf, formatDay } from "../dates";
import { isZoneOffset } from "../shown-zone";
import type { ExchangeView } from "../exchange";
import type { CheckOutcome } from "../outcome";
import { readV1Rows, type V1Row } from "../read-body";
import { foldCase, foldName } from "../text";
import type { ProbeContext } from "./probe-context";
import { choiceOf, fixedZone, NAMED_ZONES, namedZone, zoneExplaining } from "../shown-zone";

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
 * the days around its own), one request each; and where a named zone (daylight saving) agrees
 * with every pair, a record of a day on which it differs from their offset.
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
  // A record of the run's v2 answers read in v1 too (its city, the days around its own).
  const readInV1 = async (record: DatedV2): Promise<void> => {
    const name = cityName(record);
    const city = name === undefined ? undefined : v1CityNamed(cityRows, name);
    if (city === undefined) return;
    const day = dayOf(record.time + offset);
    const exchange = await ctx.request("v1-occurrences", {
      "cidade_id[]": [String(city.CidadeId)],
      "data_ocorrencia[gt]": formatDay(day - 2),
      "data_ocorrencia[lt]": formatDay(day + 2),
      "field[]": PLACE_FIELDS,
    });
    if (exchange.status !== 200) return;
    const found = pairByPlace([record], datedV1(readV1Rows(exchange.body) ?? []));
    pairs.push(...found.map((pair) => ({ ...pair, exchange })));
  };
  for (const [side, nearest] of sides) {
    if (pairs.some((pair) => side(pair.v2.time, offset)) || nearest === undefined) continue;
    await readInV1(nearest);
  }
  // A named zone the pairs cannot tell from the offset they hold (America/Sao_Paulo when every
  // pair lies outside its daylight saving): a record of a day on which the two differ is read
  // too, one request, so a clock moved the wrong way on those days shows.
  const alike = NAMED_ZONES.map(namedZone).find(
    (named) =>
      pairs.every((pair) => named.offsetAt(pair.v2.time) === offset) &&
      seen.some((record) => named.offsetAt(record.time) !== offset),
  );
  const telling = seen.find(
    (record) => alike !== undefined && alike.offsetAt(record.time) !== offset,
  );
  if (telling !== undefined) await readInV1(telling);
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
