import { v1RowTime, type V1Row } from "../read-body";

/** A v2 record with its instant. */
export interface DatedV2 {
  readonly item: Readonly<Record<string, unknown>>;
  readonly time: number;
}

/** A v1 row with the instant its data_ocorrencia shows (read on the UTC clock). */
export interface DatedV1 {
  readonly row: V1Row;
  readonly time: number;
}

/** One record as both versions show it. */
export interface RecordPair {
  readonly v2: DatedV2;
  readonly v1: DatedV1;
}

/** The v2 records of a list that carry a readable date. */
export function datedV2(items: readonly Readonly<Record<string, unknown>>[]): DatedV2[] {
  return items.flatMap((item) => {
    if (typeof item.date !== "string") return [];
    const time = Date.parse(item.date);
    return Number.isNaN(time) ? [] : [{ item, time }];
  });
}

/** The v1 rows of a list that carry a readable data_ocorrencia. */
export function datedV1(rows: readonly V1Row[]): DatedV1[] {
  return rows.flatMap((row) => {
    const time = v1RowTime(row);
    return time === undefined ? [] : [{ row, time }];
  });
}

/** A coordinate as a number (strings with stray spaces or tabs read too), or undefined. */
function coordinate(value: unknown): number | undefined {
  if (typeof value !== "number" && typeof value !== "string") return undefined;
  const number = typeof value === "number" ? value : Number(value);
  return typeof value === "string" && value.trim() === ""
    ? undefined
    : Number.isFinite(number)
      ? number
      : undefined;
}

/** The place of a record as one key; undefined when unknown (missing, or 0/0). */
export function placeKey(latitude: unknown, longitude: unknown): string | undefined {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  if (lat === undefined || lon === undefined || (lat === 0 && lon === 0)) return undefined;
  return `${lat},${lon}`;
}

/** The entries whose key is theirs alone, by key. */
function uniqueBy<T>(list: readonly T[], key: (entry: T) => string | undefined): Map<string, T> {
  const seen = new Map<string, T | undefined>();
  for (const entry of list) {
    const k = key(entry);
    if (k !== undefined) seen.set(k, seen.has(k) ? undefined : entry);
  }
  const unique = new Map<string, T>();
  for (const [k, entry] of seen) if (entry !== undefined) unique.set(k, entry);
  return unique;
}

/**
 * v1 rows and v2 records paired as the same record by their place (api-v1 2.1: v1's
 * latitude_ocorrencia/longitude_ocorrencia are the record's coordinates): a key neither
 * version shares between two records. The dates are left free, so the pairs tell which zone
 * v1 shows its dates in and whether every record keeps it.
 */
export function pairByPlace(v2: readonly DatedV2[], v1: readonly DatedV1[]): RecordPair[] {
  const byV2 = uniqueBy(v2, (entry) => placeKey(entry.item.latitude, entry.item.longitude));
  const byV1 = uniqueBy(v1, (entry) =>
    placeKey(entry.row.latitude_ocorrencia, entry.row.longitude_ocorrencia),
  );
  return [...byV2].flatMap(([key, entry]) => {
    const row = byV1.get(key);
    return row === undefined ? [] : [{ v2: entry, v1: row }];
  });
}

/** The most common of a list of numbers (the first met on a tie), or undefined when empty. */
export function modeOf(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: [number, number] | undefined;
  for (const entry of counts) if (best === undefined || entry[1] > best[1]) best = entry;
  return best?.[0];
}

/**
 * The zone v1 shows its dates in, as the offset v1 shown time − v2 instant that most pairs
 * hold; undefined without pairs.
 */
export function zoneOffsetOf(pairs: readonly RecordPair[]): number | undefined {
  return modeOf(pairs.map((pair) => pair.v1.time - pair.v2.time));
}
