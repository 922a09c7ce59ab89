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
import { DAY_MS, dayOf, extentOf, formatDay } from "../dates";
import { isZoneOffset } from "../shown-zone";
import type { ExchangeView } from "../exchange";
import type { CheckOutcome } from "../outcome";
import { readV1Rows, type V1Row } from "../read-body";
import { foldCase, foldName } from "../text";
import type { ProbeContext } from "./probe-context";
import {
  choiceOf,
  fixedZone,
  NAMED_ZONES,
  namedZone,
  zoneExplaining,
  zoneNamed,
} from "../shown-zone";

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

/** The v1 rows at a v2 record's place: its city's rows of the days around its own (one request). */
async function pairedInV1(
  ctx: ProbeContext,
  cityRows: readonly V1Row[],
  record: DatedV2,
  offset: number,
): Promise<ShownPair[]> {
  const name = cityName(record);
  const city = name === undefined ? undefined : v1CityNamed(cityRows, name);
  if (city === undefined) return [];
  const day = dayOf(record.time + offset);
  const exchange = await ctx.request("v1-occurrences", {
    "cidade_id[]": [String(city.CidadeId)],
    "data_ocorrencia[gt]": formatDay(day - 2),
    "data_ocorrencia[lt]": formatDay(day + 2),
    "field[]": PLACE_FIELDS,
  });
  if (exchange.status !== 200) return [];
  return pairByPlace([record], datedV1(readV1Rows(exchange.body) ?? [])).map((pair) => ({
    ...pair,
    exchange,
  }));
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

/** How many days on which a named zone's offset changes are looked up in v2, at most. */
const TRANSITION_LOOKUPS = 6;

/** How many of those days must yield a record read in v1 before the lookups stop. */
const TRANSITION_READS = 2;

/** Noon (UTC) of a day number. */
function noonOf(day: number): number {
  return day * DAY_MS + 43_200_000;
}

/**
 * The instants (newest first) between two instants at which a named zone's offset changes: its
 * daylight saving starting or ending (found from noon to noon, then to the millisecond; one list
 * for every zone of NAMED_ZONES, each day once).
 */
export function transitionInstants(from: number, to: number): number[] {
  const zones = NAMED_ZONES.map(namedZone);
  const instants: number[] = [];
  for (let day = dayOf(to); day > dayOf(from); day -= 1) {
    const zone = zones.find(
      (each) => each.offsetAt(noonOf(day)) !== each.offsetAt(noonOf(day - 1)),
    );
    if (zone === undefined) continue;
    let [before, after] = [noonOf(day - 1), noonOf(day)];
    while (after - before > 1) {
      const middle = before + Math.floor((after - before) / 2);
      if (zone.offsetAt(middle) === zone.offsetAt(before)) before = middle;
      else after = middle;
    }
    instants.push(after);
  }
  return instants;
}

/**
 * Records just after a named zone's offset changes, read in v1 too: for each change within the
 * run's records (newest first, at most TRANSITION_LOOKUPS), the v2 records of the day before to
 * the day after (one request), and of them the first one after the change is read in v1 (its
 * city, the days around it; one request), until TRANSITION_READS changes yielded one.
 */
async function readTransitionDays(
  ctx: ProbeContext,
  seen: readonly DatedV2[],
  readInV1: (record: DatedV2) => Promise<void>,
): Promise<void> {
  const times = extentOf(seen.map((record) => record.time));
  if (times === undefined) return;
  const instants = transitionInstants(times.min, times.max);
  let read = 0;
  for (const instant of instants.slice(0, TRANSITION_LOOKUPS)) {
    if (read >= TRANSITION_READS) return;
    const day = dayOf(instant);
    const exchange = await ctx.request("v2-occurrences", {
      initialdate: formatDay(day - 1),
      finaldate: formatDay(day + 1),
      order: "ASC",
      take: 50,
    });
    if (exchange.status !== 200) continue;
    // The first record after the change, within a day and a half of it.
    const after = datedV2(rawItems(exchange))
      .filter((record) => record.time >= instant && record.time < instant + 1.5 * DAY_MS)
      .sort((a, b) => a.time - b.time)[0];
    if (after === undefined) continue;
    await readInV1(after);
    read += 1;
  }
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
    pairs.push(...(await pairedInV1(ctx, cityRows, record, offset)));
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
  // The days a named zone's offset changes (daylight saving starting or ending): a record just
  // after each change is read in both versions, so a clock wrong on those days only shows.
  await readTransitionDays(ctx, seen, readInV1);
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

/**
 * The summer a time-zone database older than 2019b still gives Brazil daylight saving (abolished
 * in April 2019; the old rule ran it from the first Sunday of November to the third of February):
 * 2019-11-03 03:00 UTC to 2020-02-16 02:00 UTC. No named zone of today changes its offset there.
 */
const ABOLISHED_SUMMER = { from: Date.UTC(2019, 10, 3, 3), to: Date.UTC(2020, 1, 16, 2) };

/**
 * A record of Brazil's abolished 2019–2020 daylight-saving summer read in both versions, against
 * the zone settled for v1 (cross.dates): a server whose time-zone data is older than 2019b shows
 * it an hour late. One of the run's v2 records of that summer, or the first of a v2 query of it
 * (one request), read in v1 (one request). Sent after the differential run; undefined when the zone
 * is not settled, no record of that summer is found or paired, or the pair agrees (a pair of
 * one summer witnesses nothing of the rule's own witness, a record each side of midnight).
 */
export async function readAbolishedSummer(
  ctx: ProbeContext,
  cityRows: readonly V1Row[],
): Promise<CheckOutcome | undefined> {
  if (ctx.learned.v1Zone === undefined) return undefined;
  const zone = zoneNamed(ctx.learned.v1Zone);
  const inSummer = (record: DatedV2): boolean =>
    record.time >= ABOLISHED_SUMMER.from && record.time < ABOLISHED_SUMMER.to;
  let record = seenRecords(ctx.v2Occurrences).find(inSummer);
  if (record === undefined) {
    const exchange = await ctx.request("v2-occurrences", {
      initialdate: formatDay(dayOf(ABOLISHED_SUMMER.from) + 1),
      finaldate: formatDay(dayOf(ABOLISHED_SUMMER.to) - 1),
      take: 10,
    });
    if (exchange.status !== 200) return undefined;
    record = datedV2(rawItems(exchange)).find(inSummer);
  }
  if (record === undefined) return undefined;
  const pairs = await pairedInV1(ctx, cityRows, record, zone.offsetAt(record.time));
  const checked = checkCrossDatePairs(pairs, zone);
  return pairs.length === 0 || checked.failures.length === 0 ? undefined : checked;
}

/**
 * Days of Brazil's last daylight-saving summer (2018-11-04 to 2019-02-17), when São Paulo's and
 * Rio's clocks were at -02:00 and the north-east's and north's at -03:00.
 */
const LAST_SUMMER_DAYS = { from: Date.UTC(2018, 11, 1), to: Date.UTC(2018, 11, 3) };

/**
 * Records of Brazil's last daylight-saving summer, of whichever states they are, read in both
 * versions against the zone settled for v1 (cross.dates; api-v1 2.1: one zone for every row): a
 * server showing each state on its own wall clock (Rio at -02:00, Recife at -03:00 that summer)
 * differs on one side whatever zone was settled. The first records of a few summer days in v2
 * (one request, no state) and the v1 rows of those days (one request), both kept aside. Sent
 * after the differential run; failures only (nothing when the zone is not settled or all agree).
 */
export async function readDaylightSummer(ctx: ProbeContext): Promise<CheckOutcome | undefined> {
  if (ctx.learned.v1Zone === undefined) return undefined;
  const zone = zoneNamed(ctx.learned.v1Zone);
  const [from, to] = [dayOf(LAST_SUMMER_DAYS.from), dayOf(LAST_SUMMER_DAYS.to)];
  const v2 = await ctx.requestAside("v2-occurrences", {
    initialdate: formatDay(from),
    finaldate: formatDay(to),
    order: "ASC",
    take: 50,
  });
  const records = v2.status === 200 ? datedV2(rawItems(v2)) : [];
  if (records.length === 0) return undefined;
  const v1 = await ctx.requestAside("v1-occurrences", {
    "data_ocorrencia[gt]": formatDay(from - 2),
    "data_ocorrencia[lt]": formatDay(to + 2),
    "field[]": PLACE_FIELDS,
  });
  if (v1.status !== 200) return undefined;
  const pairs = pairByPlace(records, datedV1(readV1Rows(v1.body) ?? [])).map((pair) => ({
    ...pair,
    exchange: v1,
  }));
  const checked = checkCrossDatePairs(pairs, zone);
  return pairs.length === 0 || checked.failures.length === 0 ? undefined : checked;
}
