/**
 * A zone in which a server reads or writes days: a fixed offset (`+00:00`, `-03:00`) or a named
 * zone with its history, daylight saving included (`America/Sao_Paulo`).
 */
export type Zone = string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const FIXED = /^([+-])(\d{2}):?(\d{2})$/;
const UTC_NAMES = /^(utc|gmt|z)$/i;
const GMT_OFFSET = /^GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/;

const formats = new Map<string, Intl.DateTimeFormat | undefined>();

/** The offsets of a named zone read so far, by instant (at most KEPT_OFFSETS a zone). */
const offsets = new Map<string, Map<number, number | undefined>>();
const KEPT_OFFSETS = 100_000;

function formatOf(zone: Zone): Intl.DateTimeFormat | undefined {
  if (!formats.has(zone)) {
    let format: Intl.DateTimeFormat | undefined;
    try {
      format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    } catch {
      format = undefined;
    }
    formats.set(zone, format);
  }
  return formats.get(zone);
}

function minutesOf(sign: string | undefined, hours: string | undefined, minutes?: string): number {
  const size = Number(hours ?? 0) * 60 + Number(minutes ?? 0);
  return sign === "-" ? -size : size;
}

/**
 * The offset from UTC, in minutes, of a zone at an instant: a fixed offset (`-03:00`, `+0000`),
 * `UTC`/`GMT`/`Z`, or a named zone with its history (`America/Sao_Paulo` had daylight saving
 * until 2019), read from the platform's time-zone data. Undefined for a zone it does not know.
 */
export function offsetAt(instant: number, zone: Zone): number | undefined {
  const read = offsets.get(zone)?.get(instant);
  if (read !== undefined) return read;
  if (UTC_NAMES.test(zone)) return 0;
  const fixed = FIXED.exec(zone);
  if (fixed !== null) return minutesOf(fixed[1], fixed[2], fixed[3]);
  const format = formatOf(zone);
  if (format === undefined || !Number.isFinite(instant)) return undefined;
  let known = offsets.get(zone);
  if (known === undefined) offsets.set(zone, (known = new Map()));
  if (known.has(instant)) return undefined;
  const name = format.formatToParts(new Date(instant)).find((part) => part.type === "timeZoneName");
  const gmt = GMT_OFFSET.exec(name?.value ?? "");
  const offset = gmt === null ? undefined : minutesOf(gmt[1], gmt[2], gmt[3]);
  // The oracle asks the same instants (day starts, records' times) again and again.
  if (known.size >= KEPT_OFFSETS) known.clear();
  known.set(instant, offset);
  return offset;
}

/**
 * Whether a zone is a fixed offset at every instant: `-03:00`, `+0000`, or `UTC`/`GMT`/`Z` (a
 * named zone, `America/Sao_Paulo`, keeps its history).
 */
export function isFixedZone(zone: Zone): boolean {
  return UTC_NAMES.test(zone) || FIXED.test(zone);
}

/** Whether a zone is UTC at every instant (`UTC`, `+00:00`, `Etc/UTC`...). */
export function isUtc(zone: Zone): boolean {
  return /^(utc|gmt|z|[+-]00:?00|etc\/(utc|gmt|uct|zulu)|utc0|etc\/gmt[+-]?0)$/i.test(zone);
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a zone, or undefined for an unknown zone. */
export function dayInZone(instant: number, zone: Zone): string | undefined {
  const offset = offsetAt(instant, zone);
  if (offset === undefined) return undefined;
  return new Date(instant + offset * MINUTE_MS).toISOString().slice(0, 10);
}

/**
 * Whether an instant is the first of its day in a zone (midnight, as a record of unknown time
 * is), or undefined for an unknown zone.
 */
export function isLocalMidnight(instant: number, zone: Zone): boolean | undefined {
  const offset = offsetAt(instant, zone);
  if (offset === undefined) return undefined;
  return (instant + offset * MINUTE_MS) % DAY_MS === 0;
}

/**
 * The instants a wall-clock time (`YYYY-MM-DDTHH:MM:SS`) of a zone can be: one, two in the hour
 * a daylight-saving change repeats, and for a time the change skips the instant read with the
 * offset before it. Undefined for an unknown zone or a time that is not one.
 */
export function instantsOfLocal(local: string, zone: Zone): readonly number[] | undefined {
  const asUtc = Date.parse(`${local}Z`);
  if (Number.isNaN(asUtc)) return undefined;
  const offsets = new Set<number>();
  for (const probe of [asUtc - 24 * HOUR_MS, asUtc, asUtc + 24 * HOUR_MS]) {
    const offset = offsetAt(probe, zone);
    if (offset === undefined) return undefined;
    offsets.add(offset);
  }
  const instants = [...offsets]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((instant) => offsetAt(instant, zone) === (asUtc - instant) / MINUTE_MS);
  if (instants.length > 0) return instants;
  const before = offsetAt(asUtc - 24 * HOUR_MS, zone) ?? 0;
  return [asUtc - before * MINUTE_MS];
}
