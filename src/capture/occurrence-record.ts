import { daysInMonth } from "../days-in-month";
import { digitsAt } from "../digits-at";
import { isRecord } from "../is-record";

/** The value at a path of keys, or undefined where a step is not an object. */
export function valueAt(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return current;
}

/** The string at a path of keys, or undefined. */
export function stringAt(value: unknown, ...keys: string[]): string | undefined {
  const found = valueAt(value, ...keys);
  return typeof found === "string" ? found : undefined;
}

/**
 * Whether a value is a v2 occurrence record rather than a city, a state or an envelope: it has
 * `documentNumber` or `contextInfo`, which only occurrences carry. The one test every reader of
 * captures (own data, validation's shape detection, `learn`) applies.
 */
export function isOccurrenceRecord(value: unknown): boolean {
  return isRecord(value) && ("documentNumber" in value || "contextInfo" in value);
}

/**
 * The fields of a v2 occurrence record that checks and indexes use, read leniently: a field of
 * the wrong type is undefined here (the schema check reports it), so one bad field does not hide
 * the rest.
 */
export interface LooseOccurrence {
  /** `id`. */
  readonly id?: string;
  /** The instant of `date`, when it parses. */
  readonly time?: number;
  /** `date` as written. */
  readonly date?: string;
  /** `state.id`. */
  readonly stateId?: string;
  /** `state.name`. */
  readonly stateName?: string;
  /** `city.id`. */
  readonly cityId?: string;
  /** `city.name`. */
  readonly cityName?: string;
  /** How many `victims`, when it is a list. */
  readonly victimCount?: number;
  /** How many `animalVictims`, when it is a list. */
  readonly animalVictimCount?: number;
  /** The occurrenceId of every human and animal victim (undefined where it is not a string). */
  readonly victimOccurrenceIds: readonly (string | undefined)[];
  /** The occurrenceId of every transport (undefined where it is not a string). */
  readonly transportOccurrenceIds: readonly (string | undefined)[];
}

/**
 * The earliest instant a v2 `date` may be: 0000-01-01T00:00:00Z (the schema's years have 4 digits).
 */
export const MIN_V2_TIME = Date.parse("0000-01-01T00:00:00.000Z");
/** The latest instant a v2 `date` may be: 9999-12-31T23:59:59.999Z. */
export const MAX_V2_TIME = Date.parse("9999-12-31T23:59:59.999Z");

const HYPHEN = 0x2d;
const COLON = 0x3a;
const SPACE = 0x20;
const UPPER_T = 0x54;
const LOWER_T = 0x74;

/**
 * Whether the fields an ISO date-time writes name a real day and time (no February 30, no hour
 * 25 or 24): its start read as `YYYY-MM-DD`, then `[Tt ]hh:mm` and `:ss` when they follow (a
 * start of another form is left to Date.parse). Read character by character: a regular
 * expression's match made an array and six strings per record.
 */
function isRealCalendarTime(value: string): boolean {
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 0 || month < 0 || day < 0) return true;
  if (value.charCodeAt(4) !== HYPHEN || value.charCodeAt(7) !== HYPHEN) return true;
  let hour = 0;
  let minute = 0;
  let second = 0;
  const separator = value.charCodeAt(10);
  if (separator === UPPER_T || separator === LOWER_T || separator === SPACE) {
    const hours = digitsAt(value, 11, 2);
    const minutes = digitsAt(value, 14, 2);
    if (hours >= 0 && minutes >= 0 && value.charCodeAt(13) === COLON) {
      hour = hours;
      minute = minutes;
      const seconds = value.charCodeAt(16) === COLON ? digitsAt(value, 17, 2) : -1;
      if (seconds >= 0) second = seconds;
    }
  }
  return day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * The instant of a v2 `date` (ISO 8601), or undefined when it is not one: not a string, not a
 * date Date.parse reads, a day or time that does not exist (February 30 is not March 2, hour 25
 * or 24 is not the next day), or outside the years 0000–9999 (the JavaScript extremes, where day
 * arithmetic leaves Date's range).
 */
export function parseV2Date(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time < MIN_V2_TIME || time > MAX_V2_TIME) return undefined;
  return isRealCalendarTime(value) ? time : undefined;
}

/** A value if it is a string. */
function stringOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A list's items, or none when it is no list. */
function itemsOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * A LooseOccurrence read from a record. A class, its victimOccurrenceIds and
 * transportOccurrenceIds getters on the prototype: an object literal with a getter costs V8 a
 * slow allocation that survives into the old generation, and loading reads records by the
 * hundred thousand (it made loading a third slower and left over 100 MB of garbage per 100,000
 * records).
 */
class LooseRecord implements LooseOccurrence {
  readonly id: string | undefined;
  readonly date: string | undefined;
  readonly time: number | undefined;
  readonly stateId: string | undefined;
  readonly stateName: string | undefined;
  readonly cityId: string | undefined;
  readonly cityName: string | undefined;
  readonly victimCount: number | undefined;
  readonly animalVictimCount: number | undefined;
  readonly #victims: unknown;
  readonly #animalVictims: unknown;
  readonly #transports: unknown;

  constructor(record: Record<string, unknown>) {
    const { victims, animalVictims, transports, date, state, city } = record;
    const place = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
    this.id = stringOf(record.id);
    this.date = stringOf(date);
    this.time = parseV2Date(date);
    this.stateId = stringOf(place(state).id);
    this.stateName = stringOf(place(state).name);
    this.cityId = stringOf(place(city).id);
    this.cityName = stringOf(place(city).name);
    this.victimCount = Array.isArray(victims) ? victims.length : undefined;
    this.animalVictimCount = Array.isArray(animalVictims) ? animalVictims.length : undefined;
    this.#victims = victims;
    this.#animalVictims = animalVictims;
    this.#transports = transports;
  }

  /** Read on demand: loading reads records by the million and never needs these. */
  get victimOccurrenceIds(): readonly (string | undefined)[] {
    return [...itemsOf(this.#victims), ...itemsOf(this.#animalVictims)].map((victim) =>
      stringAt(victim, "occurrenceId"),
    );
  }

  /** Read on demand, as victimOccurrenceIds. */
  get transportOccurrenceIds(): readonly (string | undefined)[] {
    return itemsOf(this.#transports).map((transport) => stringAt(transport, "occurrenceId"));
  }
}

/** Reads an occurrence record leniently (any value: what is not there is undefined). */
export function readOccurrenceRecord(item: unknown): LooseOccurrence {
  return new LooseRecord(isRecord(item) ? item : {});
}

/** An occurrence record with what indexing needs: its id, instant, state and city. */
export type IndexableOccurrence = LooseOccurrence &
  Required<Pick<LooseOccurrence, "id" | "time" | "stateId" | "cityId">>;

/**
 * Reads a record and tells whether it can be indexed (served by id, date, state and city): an
 * object with a non-empty string id, a real date (parseV2Date), state.id and city.id; else why not.
 */
export function readIndexableRecord(item: unknown): IndexableOccurrence | { readonly why: string } {
  if (!isRecord(item)) return { why: "not an object" };
  const record = readOccurrenceRecord(item);
  const why = whyNotIndexable(record);
  // whyNotIndexable found id, time, state.id and city.id all there.
  return why === undefined ? (record as IndexableOccurrence) : { why };
}

function whyNotIndexable(record: LooseOccurrence): string | undefined {
  if (record.id === undefined || record.id === "") return "no string id";
  if (record.time === undefined)
    return "no date that is a real day and time in the years 0000–9999";
  if (record.stateId === undefined) return "no state.id";
  if (record.cityId === undefined) return "no city.id";
  return undefined;
}
