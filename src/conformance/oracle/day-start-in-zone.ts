import { DAY_MS, parseDay } from "../dates";
import type { Zone } from "./server-choices";

const FIXED_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** The half-width of the search for a named zone's day start: every zone lies within ±18 h. */
const ZONE_REACH_MS = 18 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat | undefined>();
const starts = new Map<string, number | undefined>();

/** The minutes east of UTC of a fixed offset (`Z`, `UTC`, `+00:00`, `-03:00`, `-0300`). */
function fixedOffsetMinutes(zone: Zone): number | undefined {
  if (zone === "Z" || zone === "UTC") return 0;
  const match = FIXED_OFFSET.exec(zone);
  if (match === null) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function formatterOf(zone: Zone): Intl.DateTimeFormat | undefined {
  if (!formatters.has(zone)) {
    try {
      const options = {
        timeZone: zone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
      } as const;
      formatters.set(zone, new Intl.DateTimeFormat("en-US", options));
    } catch {
      formatters.set(zone, undefined);
    }
  }
  return formatters.get(zone);
}

/** The UTC day number of the calendar day an instant falls on in a named zone. */
function localDay(formatter: Intl.DateTimeFormat, time: number): number {
  const parts = formatter.formatToParts(new Date(time));
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(
    new Date(0).setUTCFullYear(part("year"), part("month") - 1, part("day")) / DAY_MS,
  );
}

/**
 * The first instant (epoch ms) of a calendar day `YYYY-MM-DD` in a zone: a fixed offset, or a
 * named zone with its history, daylight saving included (in America/Sao_Paulo, 2018-11-04
 * started at 01:00 local, the clocks having jumped from midnight). Undefined for a date or a
 * zone it cannot read.
 */
export function dayStartInZone(date: string, zone: Zone): number | undefined {
  const day = parseDay(date);
  if (day === undefined) return undefined;
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== undefined) return day * DAY_MS - fixed * 60_000;
  const key = `${zone} ${date}`;
  if (starts.has(key)) return starts.get(key);
  const formatter = formatterOf(zone);
  let start: number | undefined;
  if (formatter !== undefined) {
    // The local day only moves forward with time: the first instant on `day` or later.
    let lo = day * DAY_MS - ZONE_REACH_MS;
    let hi = day * DAY_MS + ZONE_REACH_MS;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (localDay(formatter, mid) < day) lo = mid + 1;
      else hi = mid;
    }
    start = lo;
  }
  starts.set(key, start);
  return start;
}
