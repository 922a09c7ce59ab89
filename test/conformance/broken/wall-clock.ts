/** One formatter per zone (building one is the slow part). */
const FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a named zone's wall clock shows it, `YYYY-MM-DD HH:MM:SS`, from Intl's own zone
 * data (daylight saving included): the broken and honest servers' clock, kept apart from the
 * suite's own zone code so that a fault there cannot hide.
 */
export function wallClock(ms: number, zone: string): string {
  let format = FORMATS.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    FORMATS.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
