import { DAY_MS } from "../day-start";

export { DAY_MS };

/**
 * How far, in days, the suite lets a server's reading of a YYYY-MM-DD bound drift from UTC
 * midnight: a server may read dates in its own offset (the real one uses -03:00), so a bound may
 * move by up to a day either way.
 */
export const EDGE_LENIENCY_DAYS = 1;

/** A `YYYY-MM-DD` day moved by whole days (negative: back). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC day number (days since 1970-01-01) of an instant. */
export function dayOf(time: number): number {
  return Math.floor(time / DAY_MS);
}

/** The UTC day numbers of 0000-01-01 and 9999-12-31: the days YYYY-MM-DD can write. */
const WRITABLE_DAYS = { first: -719_528, last: 2_932_896 } as const;

/**
 * YYYY-MM-DD of a UTC day number, held to the days four digits of year can write: a server that
 * answers a date in year 275760 (past what a JavaScript Date holds) gets a query of 9999-12-31,
 * and its dates are findings of the schema check, not a crash of the run.
 */
export function formatDay(day: number): string {
  const held = Number.isNaN(day)
    ? WRITABLE_DAYS.first
    : Math.min(WRITABLE_DAYS.last, Math.max(WRITABLE_DAYS.first, day));
  return new Date(held * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The smallest and largest of some numbers, read in one pass (a spread into Math.min overflows
 * the call stack on the hundreds of thousands of rows a v1 list may hold); undefined for none.
 */
export function extentOf(values: Iterable<number>): { min: number; max: number } | undefined {
  let [min, max] = [Infinity, -Infinity];
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min > max ? undefined : { min, max };
}

/**
 * The UTC day number of the latest 29 February from `first` to `last` (day numbers), or
 * undefined when none lies there: the calendar's rarest day, where a bound built through a
 * month-length table without leap years (or on a Date of a common year) moves to 1 March.
 */
export function latestLeapDay(first: number, last: number): number | undefined {
  const lastYear = new Date(Math.min(last, WRITABLE_DAYS.last) * DAY_MS).getUTCFullYear();
  for (let year = lastYear; year >= lastYear - 8; year -= 1) {
    const time = Date.UTC(year, 1, 29);
    if (new Date(time).getUTCMonth() !== 1) continue;
    const day = dayOf(time);
    if (day < first) return undefined;
    if (day <= last) return day;
  }
  return undefined;
}

/** The UTC day number of YYYY-MM-DD, or undefined when it is not such a date. */
export function parseDay(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isNaN(time) ? undefined : dayOf(time);
}

/** The instant of a v1 `data_ocorrencia` (YYYY-MM-DD HH:MM:SS, read as UTC), or undefined. */
export function parseV1Date(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/.test(value)) {
    return undefined;
  }
  const time = Date.parse(`${value.replace(" ", "T")}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * A date window as sent: a lower bound day (initialdate, data_ocorrencia[gt]) and an upper bound
 * day (finaldate, data_ocorrencia[lt]), either may be absent.
 */
export interface DayWindow {
  readonly from?: number;
  readonly to?: number;
}

/** A half-open range of instants [start, end); an absent end is unbounded. */
export interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The instants every reading of the window must include: inclusive or exclusive bounds, UTC or
 * an offset of up to a day. From the start of from+2 to the start of to-1.
 */
export function sureRange(window: DayWindow): TimeRange {
  const l = EDGE_LENIENCY_DAYS;
  return {
    start: window.from === undefined ? -Infinity : (window.from + 1 + l) * DAY_MS,
    end: window.to === undefined ? Infinity : (window.to - l) * DAY_MS,
  };
}

/**
 * The instants some reading of the window may include: the closed window in UTC, widened by a
 * day at each edge. From the start of from-1 to the end of to+1.
 */
export function possibleRange(window: DayWindow): TimeRange {
  const l = EDGE_LENIENCY_DAYS;
  return {
    start: window.from === undefined ? -Infinity : (window.from - l) * DAY_MS,
    end: window.to === undefined ? Infinity : (window.to + 1 + l) * DAY_MS,
  };
}

/**
 * The instants of the days a window's bounds allow under either reading of each bound, and no
 * more: from the start of `from` to the end of `to`, the bound days themselves included (a v1
 * bound judged on the calendar day its rows show, in the zone they are shown in).
 */
export function boundDaysRange(window: DayWindow): TimeRange {
  return {
    start: window.from === undefined ? -Infinity : window.from * DAY_MS,
    end: window.to === undefined ? Infinity : (window.to + 1) * DAY_MS,
  };
}

/**
 * The instants of the days strictly between a window's bounds: inside under either reading of
 * each bound (the bound days themselves left out).
 */
export function betweenBoundsRange(window: DayWindow): TimeRange {
  return {
    start: window.from === undefined ? -Infinity : (window.from + 1) * DAY_MS,
    end: window.to === undefined ? Infinity : window.to * DAY_MS,
  };
}

/**
 * How far the clock a server reads v1 date bounds on may lie from the clock it shows
 * data_ocorrencia on: Brazil's zones run from -02:00 to -05:00, and a server may show its rows on
 * the wall clock and filter them by UTC days, or the other way round (both honest: the contract
 * states neither). The oracle settles the bounds' clock exactly; the witnesses before it allow
 * this much either way at a day's edge.
 */
export const V1_CLOCK_SLACK_MS = 5 * 3_600_000;

/** A range widened by `ms` at each end (narrowed when `ms` is negative). */
export function widenedBy(range: TimeRange, ms: number): TimeRange {
  return { start: range.start - ms, end: range.end + ms };
}

/** Whether an instant lies in a range. */
export function inRange(time: number, range: TimeRange): boolean {
  return time >= range.start && time < range.end;
}

/** Whether range a lies inside range b. */
export function rangeWithin(a: TimeRange, b: TimeRange): boolean {
  return a.start >= b.start && a.end <= b.end;
}
