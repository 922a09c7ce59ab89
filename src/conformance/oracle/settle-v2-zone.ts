import { pathOf } from "../../contract";
import { DAY_MS, dayOf, formatDay, parseDay } from "../dates";
import { pageOf, type ExchangeView } from "../exchange";
import type { Learned, ProbeContext } from "../probes/probe-context";
import type { LooseOccurrence } from "../read-body";
import { NAMED_ZONES } from "../shown-zone";
import { dayInZone, isFixedZone, offsetAt, type Zone } from "../zone-clock";

/** The fixed offsets a server may read v2 days in: UTC, and Brasília's standard offset. */
export const V2_FIXED_ZONES = ["+00:00", "-03:00"] as const;

/**
 * Every zone the settling tells apart: the fixed offsets, then Brazil's named zones (NAMED_ZONES:
 * daylight saving until 2019), the offsets first.
 */
export const V2_ZONES: readonly Zone[] = [...V2_FIXED_ZONES, ...NAMED_ZONES];

/** How many requests the settling spends at most telling apart zones the first probe left. */
const MAX_SPLITS = 4;

/** The most records the split search weighs (a bounded scan however large the run's answers). */
const MAX_POOL = 2000;

/** What the zone probe settled: the zone, the zones not told apart from it, and the evidence. */
export interface V2Zone {
  /** Undefined when the answers contradict every zone (or the probe could not run). */
  readonly zone?: Zone;
  /** Zones of V2_ZONES the records seen did not tell apart from `zone`. */
  readonly alike: readonly Zone[];
  /** How the zone was read, for the report. */
  readonly reading: string;
  readonly exchange: ExchangeView;
  /** The first probe's answers, when they contradict every zone (for contradictedDays). */
  readonly contradicted?: { readonly utc: ExchangeView; readonly before: ExchangeView };
  /** The cities of the records the zone was told on (the first probe's, then each split's). */
  readonly cities: readonly string[];
}

/**
 * Where the settling looks: anywhere (the run's answers and `read`), or one state's records (its
 * uuid, and its cities' ids in lower case): the records weighed are of those cities, and the
 * records of the days zones differ on are asked with `idState`.
 */
export interface ZoneScope {
  readonly stateUuid: string;
  readonly cityIds: ReadonlySet<string>;
}

/** A record with what the probes need: an id, a city and a time. */
interface Dated {
  readonly id: string;
  readonly cityId: string;
  readonly time: number;
  /** Its day (epoch days) in each zone of V2_ZONES, in that order. */
  readonly days: readonly number[];
}

/**
 * How far west of UTC the zones of V2_ZONES reach, in ms (Brazil's lie from -02:00 to -05:00):
 * a record of a later hour of its UTC day is on that day in every one of them.
 */
const WEST_REACH_MS = 6 * 3_600_000;

function datedOf(item: LooseOccurrence): Dated | undefined {
  if (item.id === undefined || item.cityId === undefined || item.time === undefined)
    return undefined;
  const time = item.time;
  if (dayOf(time) === dayOf(time - WEST_REACH_MS)) return undefined;
  const days = V2_ZONES.map((zone) => parseDay(dayInZone(time, zone) ?? "") ?? Number.NaN);
  // A record every zone puts on one day tells none apart.
  if (days.every((day) => day === days[0])) return undefined;
  return { id: String(item.id), cityId: item.cityId, time, days };
}

/** Whether a record is of the scope's cities (every record without a scope). */
function inScope(item: LooseOccurrence, scope: ZoneScope | undefined): boolean {
  return scope === undefined || scope.cityIds.has(item.cityId?.toLowerCase() ?? "");
}

/**
 * The records of the run's answers and of `read` some zones put on different days (of the
 * scope's cities, when given).
 */
function poolOf(
  ctx: ProbeContext,
  read: readonly LooseOccurrence[],
  scope: ZoneScope | undefined,
): Dated[] {
  const pool = new Map<string, Dated>();
  const seen = new Set<string>();
  const add = (item: LooseOccurrence): void => {
    if (pool.size >= MAX_POOL || item.id === undefined || seen.has(String(item.id))) return;
    if (!inScope(item, scope)) return;
    seen.add(String(item.id));
    const dated = datedOf(item);
    if (dated !== undefined) pool.set(dated.id, dated);
  };
  for (const item of read) add(item);
  for (const exchange of ctx.v2Occurrences)
    for (const item of pageOf(exchange)?.items ?? []) add(item);
  return [...pool.values()];
}

/**
 * The record and day whose one-day window best splits the zones left: the zones are grouped by
 * the days they give every record of the pool (zones alike on all of them are one group), and the
 * probe chosen splits the groups most evenly. Undefined when no record splits them.
 */
function bestSplit(
  pool: readonly Dated[],
  left: readonly number[],
): { readonly record: Dated; readonly day: number } | undefined {
  const groupOf = new Map<number, string>();
  for (const zone of left) groupOf.set(zone, pool.map((record) => record.days[zone]).join(","));
  const groups = new Set(groupOf.values()).size;
  let best: { record: Dated; day: number; score: number } | undefined;
  for (const record of pool) {
    const byDay = new Map<number, Set<string>>();
    for (const zone of left) {
      const day = record.days[zone] as number;
      byDay.set(day, (byDay.get(day) ?? new Set()).add(groupOf.get(zone) as string));
    }
    if (byDay.size < 2) continue;
    for (const [day, inside] of byDay) {
      const score = Math.min(inside.size, groups - inside.size);
      if (best === undefined || score > best.score) best = { record, day, score };
    }
  }
  return best === undefined ? undefined : { record: best.record, day: best.day };
}

/** The days between two samples of the zones' offsets (a daylight-saving season is months). */
const SAMPLE_DAYS = 7;

/**
 * The records of the days on which zones left differ (daylight saving in one, not in another),
 * within the span of the run's records, asked in one request (`order=ASC`, the take given, no
 * place filter): the records of the run alone may miss the hour the zones read apart. None when
 * the zones left read every sampled instant of that span alike.
 */
async function recordsWhereApart(
  ctx: ProbeContext,
  pool: readonly Dated[],
  left: readonly number[],
  take: number,
  scope: ZoneScope | undefined,
): Promise<Dated[]> {
  const zones = left.map((i) => V2_ZONES[i] as Zone);
  const times: number[] = [];
  for (const exchange of ctx.v2Occurrences)
    for (const item of pageOf(exchange)?.items ?? [])
      if (item.time !== undefined && inScope(item, scope)) times.push(item.time);
  times.push(...pool.map((record) => record.time));
  if (zones.length < 2 || times.length === 0) return [];
  const [first, last] = times.reduce(
    ([low, high], time) => [Math.min(low, dayOf(time)), Math.max(high, dayOf(time))],
    [Infinity, -Infinity],
  );
  const apart: number[] = [];
  for (let day = first; day <= last; day += SAMPLE_DAYS) {
    const noon = day * DAY_MS + DAY_MS / 2;
    if (new Set(zones.map((zone) => offsetAt(noon, zone))).size > 1) apart.push(day);
  }
  if (apart.length === 0) return [];
  const answer = await ctx.client.get(pathOf("v2-occurrences"), {
    ...(scope === undefined ? {} : { idState: scope.stateUuid }),
    initialdate: formatDay((apart[0] as number) - SAMPLE_DAYS),
    finaldate: formatDay((apart[apart.length - 1] as number) + SAMPLE_DAYS),
    order: "ASC",
    take,
  });
  return (pageOf(answer)?.items ?? []).flatMap((item) =>
    inScope(item, scope) ? (datedOf(item) ?? []) : [],
  );
}

/**
 * The zone the server reads v2 days in, among V2_ZONES. A record in the first two hours of its UTC
 * day is asked on that day (UTC holds it there), then on the day before (every zone west of UTC
 * holds it there; neither: the answers contradict every zone). The zones left are then told apart
 * on the records of the run's answers and of `read` (a record some zones put on one day and others
 * on another, such as one of the hour daylight saving moves: São Paulo's summer time until 2019),
 * each asked on one day, the split of the zones left most even first (MAX_SPLITS requests at most);
 * when those records tell none of the zones left apart but the zones differ within the span of the
 * run's records, one more request reads the records of the days they differ on (recordsWhereApart).
 * The zone settled is a fixed offset left (before a named zone read alike), else the first named
 * zone left; the zones the records seen could not tell from it are `alike`. With a `scope`, only
 * the records of its cities are weighed (`near` should be one of them).
 */
export async function settleV2Zone(
  ctx: ProbeContext,
  near: LooseOccurrence & { readonly time: number; readonly cityId: string },
  bounds: NonNullable<Learned["dateBounds"]>,
  take: number,
  read: readonly LooseOccurrence[],
  scope?: ZoneScope,
): Promise<V2Zone> {
  const onDay = (cityId: string, day: number) =>
    ctx.client.get(pathOf("v2-occurrences"), {
      idCities: [cityId],
      initialdate: formatDay(bounds.fromInclusive ? day : day - 1),
      finaldate: formatDay(bounds.toInclusive ? day : day + 1),
      take,
    });
  const holds = (exchange: ExchangeView, id: unknown): boolean =>
    (pageOf(exchange)?.items ?? []).some((item) => String(item.id) === String(id));
  const utcDay = dayOf(near.time);
  const nearDays = V2_ZONES.map((zone) => parseDay(dayInZone(near.time, zone) ?? ""));
  const utc = await onDay(near.cityId, utcDay);
  const before = holds(utc, near.id) ? undefined : await onDay(near.cityId, utcDay - 1);
  if (before !== undefined && !holds(before, near.id))
    return {
      alike: [],
      reading: `zone not settled (record ${String(near.id)} on neither day)`,
      exchange: utc,
      contradicted: { utc, before },
      cities: [near.cityId],
    };
  const nearDay = before === undefined ? utcDay : utcDay - 1;
  let left = V2_ZONES.map((_zone, i) => i).filter((i) => nearDays[i] === nearDay);
  // One zone left (UTC): nothing to tell apart, no record weighed.
  const pool = left.length < 2 ? [] : poolOf(ctx, read, scope);
  const steps: string[] = [];
  const cities = new Set([near.cityId]);
  let fetched = false;
  for (let step = 0; step < MAX_SPLITS; step += 1) {
    let split = bestSplit(pool, left);
    if (split === undefined && !fetched) {
      fetched = true;
      const more = await recordsWhereApart(ctx, pool, left, take, scope);
      pool.push(...more);
      split = bestSplit(pool, left);
    }
    if (split === undefined) break;
    const { record, day } = split;
    const answer = await onDay(record.cityId, day);
    const page = pageOf(answer);
    if (answer.status !== 200 || page === undefined) break;
    const held = holds(answer, record.id);
    // Only a whole answer says where a record is not.
    if (!held && page.meta?.itemCount !== page.items.length) break;
    left = left.filter((zone) => (record.days[zone] === day) === held);
    cities.add(record.cityId);
    steps.push(
      `${record.id} (${new Date(record.time).toISOString()}) ${held ? "on" : "not on"} ${formatDay(day)}`,
    );
  }
  const zones = left.map((i) => V2_ZONES[i] as Zone);
  const zone = zones.find(isFixedZone) ?? zones[0];
  const alike = zones.filter((other) => other !== zone);
  const told = steps.length === 0 ? "" : `; told apart by records ${steps.join(", ")}`;
  const rest =
    alike.length === 0
      ? ""
      : `; the records seen did not tell it from ${alike.join(", ")} (a range whose records differ between them is not judged)`;
  return {
    ...(zone === undefined ? {} : { zone }),
    alike,
    reading:
      zone === undefined
        ? `zone not settled (the answers fit no zone${told})`
        : `days read in ${zone}${told}${rest}`,
    exchange: utc,
    cities: [...cities],
  };
}
