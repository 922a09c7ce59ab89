import { queryOf } from "../answer-evidence";
import { DAY_MS } from "../dates";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";
import type { RecordPair } from "./pair-records";
import { formatZone, isZoneOffset, type ShownZone } from "../shown-zone";

const HOUR_MS = 3_600_000;

/**
 * How near midnight (in the zone shown) a record must be to witness the full timestamp: a zone
 * mixed up by this many hours or more moves its calendar day.
 */
export const NEAR_MIDNIGHT_HOURS = 1;

/** YYYY-MM-DD HH:MM:SS of an instant on the clock of a zone. */
function inZone(time: number, offset: number): string {
  return new Date(time + offset).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * The zone v1 shows data_ocorrencia in (api-v1 2.1 names none; api-v1 9: one service, two views):
 * established from records paired with v2 by place, as the offset most pairs hold; it must be a
 * zone's (whole quarter hours, at most 14 h). Returns the outcome and the zone established.
 */
export function checkV1DatesZone(
  exchange: CheckInput,
  pairs: readonly RecordPair[],
  offset: number | undefined,
): { readonly outcome: CheckOutcome; readonly zone?: string } {
  if (offset === undefined)
    return {
      outcome: {
        ...outcome("v1.dates.zone", []),
        unwitnessed: "no v1 row paired with a v2 record by its place",
      },
    };
  if (isZoneOffset(offset)) {
    return {
      outcome: { ...outcome("v1.dates.zone", []), witness: queryOf(exchange) },
      zone: formatZone(offset),
    };
  }
  const pair = pairs.find((p) => p.v1.time - p.v2.time === offset);
  return {
    outcome: outcome("v1.dates.zone", [
      failure(
        "v1.dates.zone",
        exchange,
        "v1 dates are shown in no zone: the records paired with v2 differ by an offset no zone has",
        "v1 data_ocorrencia − v2 date a whole number of quarter hours, at most 14 h",
        `${(offset / HOUR_MS).toFixed(3)} h${pair === undefined ? "" : ` (row ${String(pair.v1.row.id_ocorrencia)}: ${String(pair.v1.row.data_ocorrencia)} vs ${String(pair.v2.item.date)})`}`,
      ),
    ]),
  };
}

/** A pair and the v1 answer it was read from. */
export type ShownPair = RecordPair & { readonly exchange: CheckInput };

/** Whether an instant lies in the first NEAR_MIDNIGHT_HOURS of its day in the zone. */
export function justAfterMidnight(time: number, offset: number): boolean {
  return timeOfDay(time, offset) < NEAR_MIDNIGHT_HOURS * HOUR_MS;
}

/** Whether an instant lies in the last NEAR_MIDNIGHT_HOURS of its day in the zone. */
export function justBeforeMidnight(time: number, offset: number): boolean {
  return timeOfDay(time, offset) >= DAY_MS - NEAR_MIDNIGHT_HOURS * HOUR_MS;
}

/** The time of day of an instant in the zone, in ms. */
export function timeOfDay(time: number, offset: number): number {
  return (((time + offset) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** A zone as an offset at each instant (a fixed offset holds at every one). */
function offsetsOf(zone: number | ShownZone): { name: string; at: (time: number) => number } {
  return typeof zone === "number"
    ? { name: formatZone(zone), at: () => zone }
    : { name: zone.name, at: (time) => zone.offsetAt(time) };
}

/**
 * The full timestamp of every paired record in both versions (api-v1 2.1, 9): v1 data_ocorrencia
 * is the v2 date in the zone v1 shows (a fixed offset, or a named zone with its daylight-saving
 * history, as settled from the pairs), to the second.
 * Witnessed only by two pairs, one within NEAR_MIDNIGHT_HOURS after and one within as many
 * before midnight in that zone: a calendar day shown in a zone mixed up by that much or more,
 * either way, differs on one of them.
 */
export function checkCrossDatePairs(
  pairs: readonly ShownPair[],
  zone: number | ShownZone,
): CheckOutcome {
  const shown = offsetsOf(zone);
  const wrong = pairs.find((pair) => pair.v1.time !== pair.v2.time + shown.at(pair.v2.time));
  if (wrong !== undefined) {
    return outcome("cross.dates", [
      failure(
        "cross.dates",
        wrong.exchange,
        `v1 row ${String(wrong.v1.row.id_ocorrencia)} shows another time than its v2 record ${String(wrong.v2.item.id)} (paired by place)`,
        `${inZone(wrong.v2.time, shown.at(wrong.v2.time))}: the v2 date ${String(wrong.v2.item.date)} in ${shown.name}, the zone the other v1 rows are shown in`,
        String(wrong.v1.row.data_ocorrencia),
      ),
    ]);
  }
  const after = pairs.find((pair) => justAfterMidnight(pair.v2.time, shown.at(pair.v2.time)));
  const before = pairs.find((pair) => justBeforeMidnight(pair.v2.time, shown.at(pair.v2.time)));
  if (after === undefined || before === undefined) {
    return {
      ...outcome("cross.dates", []),
      unwitnessed: `no paired record within ${NEAR_MIDNIGHT_HOURS} h ${after === undefined ? "after" : "before"} midnight`,
    };
  }
  const queries = [...new Set([queryOf(after.exchange), queryOf(before.exchange)])];
  return { ...outcome("cross.dates", []), witness: queries.join(" and ") };
}
