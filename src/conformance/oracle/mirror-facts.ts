import { isRecord } from "../../is-record";
import { DAY_MS } from "../dates";
import { foldName } from "../../query";
import type { Mirror, MirrorRecord } from "./mirror";

/** A field of a record read as text (a number written out), or undefined when it is neither. */
export function textOf(record: unknown, ...path: readonly string[]): string | undefined {
  let value: unknown = record;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
}

/** The distinct defined values, in first-seen order. */
function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/** What the draws read of a mirror: the window's ids, names, days and numbers. */
export interface MirrorFacts {
  /** The window's state (v2 id). */
  readonly stateUuid: string;
  /** The other v2 states the cities list names (for contradicting values). */
  readonly otherStates: readonly string[];
  /** The window's days, `YYYY-MM-DD`, first to last. */
  readonly days: readonly string[];
  /** The v2 cities of the window's state: those its records name first. */
  readonly cities: readonly MirrorRecord[];
  /** v2 cities of other states. */
  readonly otherCities: readonly MirrorRecord[];
  /** The v2 city names, of `cities` then `otherCities` (for cityName values and patterns). */
  readonly v2CityNames: readonly string[];
  /** How many v2 records the window holds. */
  readonly records: number;
  /**
   * Bound days a zone's reading decides: for a record in the first three hours of its UTC day D,
   * D as initialdate and the day before as finaldate (read in UTC or in -03:00, or in -03:00 or
   * São Paulo's summer time, the record is in one window and not the other). Inside `days` only.
   */
  readonly edgeDays: { readonly from: readonly string[]; readonly to: readonly string[] };
  /**
   * The shortest run of the window's days (UTC) whose v2 records show every kind its records
   * show (without human victims, with civilians, agents or both, with animal victims or not), the
   * fewest records among equals.
   */
  readonly richestDays?: { readonly from: string; readonly to: string };
  /** The instants of the window's v2 records (epoch ms), in the mirror's order. */
  readonly instants: readonly number[];
  /** Positions (in the ASC listing) where a record shares its date with the one before. */
  readonly tiePositions: readonly number[];
  /** The window's v1 state, when v1 is served. */
  readonly v1StateId?: string;
  /** v1 city ids of the window's state: those its rows name first (none the mirror left out). */
  readonly v1CityIds: readonly string[];
  /** The days (inside `days`) on which each v1 city of the window's state shows a row. */
  readonly v1CityDays: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The mirror left v1 cities of the state out (MirrorWindow.v1LeftOut): a v1 query is judged only
   * when its cidade_id[] names the state's other cities (v1CityIds).
   */
  readonly v1CitiesOnly?: true;
  /**
   * v1 city ids of other states, most populous first (for a city of another state beside the
   * window's state).
   */
  readonly v1OtherCityIds: readonly string[];
  /** Every v1 state id the v1 cities name. */
  readonly v1StateIds: readonly string[];
  /** The v1 city names (for Cidade[lk] patterns). */
  readonly v1CityNames: readonly string[];
  /** The v1 cities' demonyms (Gentilico: a Cidade[lk] pattern must not match them). */
  readonly v1Demonyms: readonly string[];
  /** The v1 populations, for Populacao bounds. */
  readonly populations: readonly number[];
  /** The populations of the window's v1 state's cities, ascending (bounds beside its EstadoId). */
  readonly v1StatePopulations: readonly number[];
  /** How many v1 rows the window holds. */
  readonly v1Rows: number;
  /**
   * The v2 state names the cities list shows: first those that also name a city of their own
   * state (São Paulo, Rio de Janeiro), then the others, each once.
   */
  readonly stateNames: readonly string[];
  /** The window's days holding v1 rows, the busiest first (ties in day order). */
  readonly v1Days: readonly string[];
  /**
   * The window's days holding a v1 row shown before 03:00 (a bound read in a zone west of the
   * shown one leaves it out of its day): first, in day order, those holding a row at 00:00:00 and
   * one later (a bound compared with the instant `D 00:00:00` rather than the day keeps one and
   * drops the other); then those holding rows at 00:00:00 and none later (such a bound drops
   * them all); then the others, each group in day order.
   */
  readonly v1EarlyDays: readonly string[];
  /**
   * The window's day holding the v1 row shown latest in its day (the greatest time of day; the
   * first such day), when a row shows its time: a bound compared with a time before the day's end
   * (`D 23:59:00`) drops it.
   */
  readonly v1LatestDay?: string;
}

/**
 * A v1 row's shown day and time of day (`data_ocorrencia`, the time from `hora_ocorrencia` if
 * need be): the hour, and whether it is the day's first instant (00:00:00).
 */
function v1DayAndHour(
  row: MirrorRecord,
): { day: string; hour?: number; midnight?: boolean; time?: string } | undefined {
  const shown = textOf(row, "data_ocorrencia");
  const match =
    shown === undefined ? null : /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?/.exec(shown);
  if (match === null || match[1] === undefined) return undefined;
  const time = match[2] ?? /^\d{2}:\d{2}:\d{2}/.exec(textOf(row, "hora_ocorrencia") ?? "")?.[0];
  return time === undefined
    ? { day: match[1] }
    : { day: match[1], hour: Number(time.slice(0, 2)), midnight: time === "00:00:00", time };
}

/**
 * The v1 facts of the window's days: the days by their row count, those with early rows, and
 * the days each city (cidade_id) shows a row on.
 */
function v1DayFacts(
  rows: readonly MirrorRecord[],
  inDays: ReadonlySet<string>,
): {
  v1Days: string[];
  v1EarlyDays: string[];
  v1LatestDay?: string;
  v1CityDays: Map<string, Set<string>>;
} {
  const counts = new Map<string, number>();
  const cityDays = new Map<string, Set<string>>();
  let latest: { day: string; time: string } | undefined;
  const early = new Set<string>();
  const midnight = new Set<string>();
  const later = new Set<string>();
  for (const row of rows) {
    const at = v1DayAndHour(row);
    if (at === undefined || !inDays.has(at.day)) continue;
    counts.set(at.day, (counts.get(at.day) ?? 0) + 1);
    const city = textOf(row, "cidade_id");
    if (city !== undefined) cityDays.set(city, (cityDays.get(city) ?? new Set()).add(at.day));
    if (at.time !== undefined && (latest === undefined || at.time > latest.time))
      latest = { day: at.day, time: at.time };
    if (at.hour !== undefined && at.hour < 3) early.add(at.day);
    if (at.midnight === true) midnight.add(at.day);
    else if (at.midnight === false) later.add(at.day);
  }
  const byDay = [...counts.keys()].sort();
  // Early days, most telling first: a row at midnight and a later one, rows at midnight only,
  // other rows before 03:00 (a stable sort keeps each group by date).
  const rank = (day: string): number => (midnight.has(day) ? (later.has(day) ? 0 : 1) : 2);
  return {
    v1Days: [...byDay].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0)),
    v1EarlyDays: byDay.filter((day) => early.has(day)).sort((a, b) => rank(a) - rank(b)),
    ...(latest === undefined ? {} : { v1LatestDay: latest.day }),
    v1CityDays: cityDays,
  };
}

/** The state names of the cities, those naming a city of their own state first. */
function stateNamesOf(cities: readonly MirrorRecord[]): string[] {
  const names = distinct(cities.map((city) => textOf(city, "state", "name")));
  const namesCity = new Set(
    cities
      .filter((city) => {
        const name = textOf(city, "name");
        const state = textOf(city, "state", "name");
        return name !== undefined && state !== undefined && foldName(name) === foldName(state);
      })
      .flatMap((city) => textOf(city, "state", "name") ?? []),
  );
  return [
    ...names.filter((name) => namesCity.has(name)),
    ...names.filter((name) => !namesCity.has(name)),
  ];
}

/** The days from `first` to `last`, both included (`YYYY-MM-DD`). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= end && days.length < 20_000; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** A record's kind for richestDays: its victims' person types, and animal victims or not. */
function kindOf(record: Readonly<Record<string, unknown>>): string {
  const list = (name: string): unknown[] =>
    Array.isArray(record[name]) ? (record[name] as unknown[]) : [];
  const types = new Set(list("victims").map((victim) => textOf(victim, "personType")));
  return `${[...types].sort().join("+")} ${list("animalVictims").length > 0}`;
}

/**
 * The shortest run of days whose records show every kind the window's records show (without
 * human victims, with civilians, agents or both, with animal victims or not), the fewest records
 * among equals: MirrorFacts.richestDays. One pass over the days (a window sliding on day counts
 * of each kind), linear in the records.
 */
function richestDays(
  records: readonly MirrorRecord[],
  inDays: ReadonlySet<string>,
): { readonly from: string; readonly to: string } | undefined {
  const byDay = new Map<string, Map<string, number>>();
  for (const record of records) {
    const day = textOf(record, "date")?.slice(0, 10);
    if (day === undefined || !inDays.has(day) || !isRecord(record)) continue;
    const kinds = byDay.get(day) ?? new Map<string, number>();
    const kind = kindOf(record);
    byDay.set(day, kinds.set(kind, (kinds.get(kind) ?? 0) + 1));
  }
  const days = [...byDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const kinds = new Set(days.flatMap(([, counts]) => [...counts.keys()])).size;
  const held = new Map<string, number>();
  let shown = 0;
  let count = 0;
  let first = 0;
  let best: { from: string; to: string; span: number; count: number } | undefined;
  for (let last = 0; last < days.length; last += 1) {
    for (const [kind, n] of days[last]![1]) {
      const had = held.get(kind) ?? 0;
      if (had === 0) shown += 1;
      held.set(kind, had + n);
      count += n;
    }
    // Drop whole days from the start while the run keeps every kind.
    while (first < last) {
      const dropped = days[first]![1];
      if (![...dropped].every(([kind, n]) => (held.get(kind) ?? 0) > n)) break;
      for (const [kind, n] of dropped) {
        held.set(kind, held.get(kind)! - n);
        count -= n;
      }
      first += 1;
    }
    if (shown < kinds) continue;
    const [from, to] = [days[first]![0], days[last]![0]];
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (best === undefined || span < best.span || (span === best.span && count < best.count))
      best = { from, to, span, count };
  }
  return best === undefined ? undefined : { from: best.from, to: best.to };
}

/** Reads the facts the draws need from a mirror. */
export function mirrorFacts(mirror: Mirror): MirrorFacts {
  const { window } = mirror;
  const named = distinct(mirror.v2Occurrences.map((record) => textOf(record, "city", "id")));
  const ofState = mirror.v2Cities.filter(
    (city) => textOf(city, "state", "id")?.toLowerCase() === window.stateUuid.toLowerCase(),
  );
  const rank = (city: MirrorRecord): number => {
    const at = named.indexOf(textOf(city, "id") ?? "");
    return at < 0 ? named.length : at;
  };
  const dates = mirror.v2Occurrences.map((record) => textOf(record, "date"));
  const tiePositions = dates.flatMap((date, i) =>
    i > 0 && date !== undefined && date === dates[i - 1] ? [i] : [],
  );
  const days = daysBetween(window.firstDay, window.lastDay);
  const inDays = new Set(days);
  const instants = dates.flatMap((date) => {
    const at = date === undefined ? Number.NaN : Date.parse(date);
    return Number.isFinite(at) ? [at] : [];
  });
  const hour = (at: number): number => (at % DAY_MS) / 3_600_000;
  const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);
  const richest = richestDays(mirror.v2Occurrences, inDays);
  // A record of the first three hours of its UTC day is on the day before in -03:00, and from
  // 02:00 on its own day in São Paulo's summer time (-02:00): the zone settled decides, and a
  // range whose records differ between zones the settling could not tell apart is not judged.
  const early = instants.filter((at) => hour(at) < 3);
  const edgeDays = {
    from: distinct(early.map((at) => dayOf(at))).filter((day) => inDays.has(day)),
    to: distinct(early.map((at) => dayOf(at - DAY_MS))).filter((day) => inDays.has(day)),
  };
  const v1StateId = window.v1StateId === undefined ? undefined : String(window.v1StateId);
  const v1Cities = mirror.v1Cities ?? [];
  const v1Named = distinct((mirror.v1Occurrences ?? []).map((row) => textOf(row, "cidade_id")));
  const leftOut = (window.v1LeftOut ?? []).map(String);
  const v1OfState = distinct(
    v1Cities
      .filter((city) => textOf(city, "EstadoId") === v1StateId)
      .map((city) => textOf(city, "CidadeId")),
  ).filter((id) => !leftOut.includes(id));
  const cities = [...ofState].sort((a, b) => rank(a) - rank(b));
  const otherCities = mirror.v2Cities.filter((city) => !ofState.includes(city));
  return {
    stateUuid: window.stateUuid,
    otherStates: distinct(mirror.v2Cities.map((city) => textOf(city, "state", "id"))).filter(
      (id) => id.toLowerCase() !== window.stateUuid.toLowerCase(),
    ),
    days,
    edgeDays,
    ...(richest === undefined ? {} : { richestDays: richest }),
    instants,
    cities,
    otherCities,
    v2CityNames: [...cities, ...otherCities].flatMap((city) => textOf(city, "name") ?? []),
    records: mirror.v2Occurrences.length,
    tiePositions,
    ...(v1StateId === undefined ? {} : { v1StateId }),
    v1CityIds: [...v1Named, ...v1OfState.filter((id) => !v1Named.includes(id))],
    ...(leftOut.length === 0 ? {} : { v1CitiesOnly: true }),
    v1OtherCityIds: distinct(
      v1Cities
        .filter((city) => textOf(city, "EstadoId") !== v1StateId)
        .sort((a, b) => Number(textOf(b, "Populacao") ?? 0) - Number(textOf(a, "Populacao") ?? 0))
        .map((city) => textOf(city, "CidadeId")),
    ),
    v1StateIds: distinct(v1Cities.map((city) => textOf(city, "EstadoId"))),
    v1CityNames: distinct(v1Cities.map((city) => textOf(city, "Cidade"))),
    v1Demonyms: distinct(v1Cities.map((city) => textOf(city, "Gentilico"))),
    populations: v1Cities
      .map((city) => Number(textOf(city, "Populacao")))
      .filter((value) => Number.isFinite(value)),
    v1StatePopulations: v1Cities
      .filter((city) => textOf(city, "EstadoId") === v1StateId)
      .map((city) => Number(textOf(city, "Populacao")))
      .filter((value) => Number.isFinite(value))
      .sort((a, b) => a - b),
    v1Rows: (mirror.v1Occurrences ?? []).length,
    stateNames: stateNamesOf(mirror.v2Cities),
    ...v1DayFacts(mirror.v1Occurrences ?? [], inDays),
  };
}
