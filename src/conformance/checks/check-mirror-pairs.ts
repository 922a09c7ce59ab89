import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { DAY_MS, parseDay } from "../dates";
import type { Mirror } from "../oracle/mirror";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import type { V1Row } from "../read-body";
import { foldName } from "../text";
import { isRecord } from "../../is-record";
import { datedV1, datedV2, pairByPlace } from "./pair-records";
import { addressDifference } from "./address-difference";
import { agentPresenceDifference } from "./agent-presence-difference";
import { victimCountDifference } from "./victim-count-difference";

/** The farthest a zone's clock lies from UTC (UTC+14, UTC−12, rounded up). */
const ZONE_REACH_MS = 14 * 3_600_000;

/** A place key as pairByPlace reads it (its coordinates), or undefined. */
function placeOf(latitude: unknown, longitude: unknown): string | undefined {
  const number = (value: unknown): number | undefined => {
    if (typeof value === "string" && value.trim() === "") return undefined;
    const read =
      typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
    return Number.isFinite(read) ? read : undefined;
  };
  const lat = number(latitude);
  const lon = number(longitude);
  return lat === undefined || lon === undefined || (lat === 0 && lon === 0)
    ? undefined
    : `${lat},${lon}`;
}

/** How many times each place key occurs in a list. */
function countPlaces(keys: readonly (string | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Whether the v1 rows of a v2 record's city are in the mirror: every city's are, but those of the
 * v1 cities it left out (window.v1LeftOut, paired by name, case and accents folded); a record
 * whose city name is unknown is then not judged.
 */
function heldInV1(mirror: Mirror): (item: Readonly<Record<string, unknown>>) => boolean {
  const leftOut = new Set(mirror.window.v1LeftOut ?? []);
  if (leftOut.size === 0) return () => true;
  const names = new Set(
    (mirror.v1Cities ?? []).flatMap((city) =>
      leftOut.has(city.CidadeId as number) && typeof city.Cidade === "string"
        ? [foldName(city.Cidade)]
        : [],
    ),
  );
  return (item) => {
    const name = isRecord(item.city) ? item.city.name : undefined;
    return typeof name === "string" && !names.has(foldName(name));
  };
}

/**
 * One `cross.records` failure for the entries that differ, or none when no entry does: its
 * message from their count; what was seen is `seen` of the first `shown` entries, each
 * described, joined by commas.
 */
export function differing<Entry>(
  exchange: CheckInput,
  entries: readonly Entry[],
  message: (count: number) => string,
  expected: string,
  seen: (examples: string) => string,
  describe: (entry: Entry) => string,
  shown = 5,
): Failure[] {
  if (entries.length === 0) return [];
  const examples = entries.slice(0, shown).map(describe).join(", ");
  return [failure("cross.records", exchange, message(entries.length), expected, seen(examples))];
}

/**
 * The mirror's two views of one window, record by record (api-v1 9: two views of one service):
 * every v2 record of the days held whole (firstDay..lastDay, on the UTC clock) has a v1 row at
 * its place, and every v1 row whose shown date lies in those days on any zone's clock has a v2
 * record at its place. Both readings reach a margin of days past the window, so no reading of
 * bounds or zone moves a record of these days out of either. Records whose place is unknown or
 * shared by two records in either version are left out (they cannot be told apart), and so are the
 * v2 records of the v1 cities the mirror left out (heldInV1). Each pair counts the same victims:
 * the v1 count columns summed are the v2 victims, each column its kind (dead or wounded, civilian
 * or agent) when the victims carry the known values, and shows the same presence of agents
 * (presen_agen_segur_ocorrencia 0 exactly when agentPresence is false) and the same address
 * (local_ocorrencia, case, accents and white space aside). Undefined
 * when the mirror holds no v1 rows; witnessed by one pair.
 */
export function checkMirrorPairs(mirror: Mirror, exchange: CheckInput): CheckOutcome | undefined {
  const rows = mirror.v1Occurrences;
  const first = parseDay(mirror.window.firstDay);
  const last = parseDay(mirror.window.lastDay);
  if (rows === undefined || first === undefined || last === undefined) return undefined;
  const from = first * DAY_MS;
  const to = (last + 1) * DAY_MS;
  const v2 = datedV2(mirror.v2Occurrences);
  const v1 = datedV1(rows.filter((row): row is V1Row => isRecord(row)));
  const v2Places = countPlaces(
    v2.map((entry) => placeOf(entry.item.latitude, entry.item.longitude)),
  );
  const v1Places = countPlaces(
    v1.map((entry) => placeOf(entry.row.latitude_ocorrencia, entry.row.longitude_ocorrencia)),
  );
  const single = (key: string | undefined): key is string =>
    key !== undefined && (v2Places.get(key) ?? 0) <= 1 && (v1Places.get(key) ?? 0) <= 1;
  const held = heldInV1(mirror);
  const missingInV1 = v2.filter((entry) => {
    const key = placeOf(entry.item.latitude, entry.item.longitude);
    return (
      entry.time >= from && entry.time < to && single(key) && !v1Places.has(key) && held(entry.item)
    );
  });
  const missingInV2 = v1.filter((entry) => {
    const key = placeOf(entry.row.latitude_ocorrencia, entry.row.longitude_ocorrencia);
    return (
      entry.time >= from + ZONE_REACH_MS &&
      entry.time < to - ZONE_REACH_MS &&
      single(key) &&
      !v2Places.has(key)
    );
  });
  const days = `${mirror.window.firstDay}..${mirror.window.lastDay}`;
  const pairs = pairByPlace(v2, v1);
  const miscounted = pairs.flatMap((pair) => {
    const difference =
      victimCountDifference(pair.v2.item, pair.v1.row) ??
      agentPresenceDifference(pair.v2.item, pair.v1.row);
    return difference === undefined ? [] : [{ pair, difference }];
  });
  const misplaced = pairs.flatMap((pair) => {
    const difference = addressDifference(pair.v2.item, pair.v1.row);
    return difference === undefined ? [] : [{ pair, difference }];
  });
  const failures: Failure[] = [
    ...differing(
      exchange,
      missingInV1,
      (count) =>
        `${count} v2 records of the mirror's window (state ${mirror.window.stateUuid}, ${days}) have no v1 row at their place`,
      "every v2 record of the window has its v1 row (the same latitude and longitude)",
      (examples) => `no v1 row for v2 ${examples}`,
      (entry) => `${String(entry.item.id)} (${String(entry.item.date)})`,
    ),
    ...differing(
      exchange,
      missingInV2,
      (count) =>
        `${count} v1 rows of the mirror's window (estado_id ${String(mirror.window.v1StateId)}, ${days}) have no v2 record at their place`,
      "every v1 row of the window has its v2 record (the same latitude and longitude)",
      (examples) => `no v2 record for v1 ${examples}`,
      (entry) => `${String(entry.row.id_ocorrencia)} (${String(entry.row.data_ocorrencia)})`,
    ),
    ...differing(
      exchange,
      miscounted,
      (count) =>
        `${count} v1 rows of the mirror's window count other victims or agents than their v2 records (paired by place)`,
      "each v1 count column as many victims of its kind (dead or wounded, civilian or agent) as the v2 record lists, and presen_agen_segur_ocorrencia 0 exactly when agentPresence is false",
      (examples) => examples,
      ({ pair, difference }) => {
        const { column, expected, seen } = difference;
        return `v1 ${String(pair.v1.row.id_ocorrencia)} ${column} ${seen} (v2 ${String(pair.v2.item.id)}: ${expected})`;
      },
    ),
    ...differing(
      exchange,
      misplaced,
      (count) =>
        `${count} v1 rows of the mirror's window show another local_ocorrencia than their v2 records' address (paired by place)`,
      "local_ocorrencia the v2 record's address (case, accents and white space aside)",
      (examples) => examples,
      ({ pair, difference }) =>
        `v1 ${String(pair.v1.row.id_ocorrencia)} ${JSON.stringify(difference.seen)} (v2 ${String(pair.v2.item.id)}: ${JSON.stringify(difference.expected)})`,
      3,
    ),
  ];
  const paired = pairs.length;
  const result = outcome("cross.records", failures);
  return paired > 0
    ? { ...result, witness: queryOf(exchange) }
    : { ...result, unwitnessed: "no v1 row of the mirror paired with a v2 record by its place" };
}
