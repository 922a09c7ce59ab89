import { DAY_MS, parseDay } from "./dates";
import { dayInZone, type Zone } from "./zone-clock";

/** The half-width of the search for a zone's day start: every zone lies within ±18 h. */
const ZONE_REACH_MS = 18 * 3_600_000;

const starts = new Map<string, number | undefined>();

/**
 * The first instant (epoch ms) of a calendar day `YYYY-MM-DD` in a zone: a fixed offset, or a
 * named zone with its history, daylight saving included (in America/Sao_Paulo, 2018-11-04
 * started at 01:00 local, the clocks having jumped from midnight). Undefined for a date or a
 * zone it cannot read.
 */
export function dayStartInZone(date: string, zone: Zone): number | undefined {
  const day = parseDay(date);
  if (day === undefined) return undefined;
  const key = `${zone} ${date}`;
  if (starts.has(key)) return starts.get(key);
  let start: number | undefined;
  if (dayInZone(day * DAY_MS, zone) !== undefined) {
    // The local day only moves forward with time: the first instant on `date` or later.
    let lo = day * DAY_MS - ZONE_REACH_MS;
    let hi = day * DAY_MS + ZONE_REACH_MS;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if ((dayInZone(mid, zone) ?? "") < date) lo = mid + 1;
      else hi = mid;
    }
    start = lo;
  }
  starts.set(key, start);
  return start;
}
