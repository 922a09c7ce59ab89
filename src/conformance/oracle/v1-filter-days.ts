import { DAY_MS } from "../dates";
import type { MirrorRecord } from "./mirror";
import type { ServerChoices } from "./server-choices";
import { dayInZone, instantsOfLocal, isUtc } from "../zone-clock";

/** The widest offset any zone has from UTC: how far a day read in an unknown zone may move. */
const WIDEST_OFFSET_MS = 14 * 3_600_000;
const SHOWN = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

/**
 * The days of each row already worked out, per choices: a run asks the same mirror rows for
 * every query, and a named zone's offsets come from the platform's time-zone data, slowly.
 */
const kept = new WeakMap<ServerChoices, WeakMap<MirrorRecord, readonly string[] | undefined>>();

function dayOf(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/**
 * The days a server may read a v1 row's date as when it applies `data_ocorrencia[gt]`/`[lt]`:
 * the day the row shows (the mock filters on it), and the day of the same instant in UTC and in
 * the zone v2 reads days in, when the server shows another zone (v1Zone, daylight saving
 * included): a server may store in UTC and show local time. The time comes from
 * `data_ocorrencia`, else from `hora_ocorrencia`. When the zone or the time is not known, the
 * day before and after are possible too. Undefined when the row shows no date at all.
 */
export function v1FilterDays(
  row: MirrorRecord,
  choices: ServerChoices,
): readonly string[] | undefined {
  let rows = kept.get(choices);
  if (rows === undefined) {
    rows = new WeakMap();
    kept.set(choices, rows);
  }
  if (!rows.has(row)) rows.set(row, filterDays(row, choices));
  return rows.get(row);
}

/** The days of every row of a list, per choices (a run asks them of the same list per query). */
const keptLists = new WeakMap<
  ServerChoices,
  WeakMap<readonly MirrorRecord[], readonly (readonly string[] | undefined)[]>
>();

/** v1FilterDays of each row of `rows`, by position, worked out once per list and choices. */
export function v1FilterDaysOfRows(
  rows: readonly MirrorRecord[],
  choices: ServerChoices,
): readonly (readonly string[] | undefined)[] {
  let lists = keptLists.get(choices);
  if (lists === undefined) {
    lists = new WeakMap();
    keptLists.set(choices, lists);
  }
  let days = lists.get(rows);
  if (days === undefined) {
    days = rows.map((row) => v1FilterDays(row, choices));
    lists.set(rows, days);
  }
  return days;
}

function filterDays(row: MirrorRecord, choices: ServerChoices): readonly string[] | undefined {
  const shown = typeof row.data_ocorrencia === "string" ? SHOWN.exec(row.data_ocorrencia) : null;
  const day = shown?.[1];
  if (shown === null || day === undefined) return undefined;
  const zone = choices.v1Zone;
  const storedZone = choices.v2Dates?.zone;
  if (zone !== undefined && isUtc(zone) && (storedZone === undefined || isUtc(storedZone))) {
    return [day];
  }
  const hour = typeof row.hora_ocorrencia === "string" ? row.hora_ocorrencia : undefined;
  const time = shown[2] ?? (hour !== undefined && TIME.test(hour) ? hour : undefined);
  const instants =
    zone === undefined || time === undefined ? undefined : instantsOfLocal(`${day}T${time}`, zone);
  const days = new Set([day]);
  if (instants === undefined) {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    days.add(dayOf(midnight - WIDEST_OFFSET_MS));
    days.add(dayOf(midnight + DAY_MS - 1 + WIDEST_OFFSET_MS));
    return [...days];
  }
  for (const instant of instants) {
    days.add(dayOf(instant));
    const stored = storedZone === undefined ? undefined : dayInZone(instant, storedZone);
    if (stored !== undefined) days.add(stored);
  }
  return [...days];
}
