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
}

/** The instant of a v2 `date` (ISO 8601), or undefined. */
export function parseV2Date(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** Reads an occurrence record leniently (any value: what is not there is undefined). */
export function readOccurrenceRecord(item: unknown): LooseOccurrence {
  const victims = valueAt(item, "victims");
  const animalVictims = valueAt(item, "animalVictims");
  return {
    id: stringAt(item, "id"),
    date: stringAt(item, "date"),
    time: parseV2Date(valueAt(item, "date")),
    stateId: stringAt(item, "state", "id"),
    stateName: stringAt(item, "state", "name"),
    cityId: stringAt(item, "city", "id"),
    cityName: stringAt(item, "city", "name"),
    victimCount: Array.isArray(victims) ? victims.length : undefined,
    animalVictimCount: Array.isArray(animalVictims) ? animalVictims.length : undefined,
    // Read on demand: loading reads records by the million and never needs these.
    get victimOccurrenceIds() {
      return [
        ...(Array.isArray(victims) ? victims : []),
        ...(Array.isArray(animalVictims) ? animalVictims : []),
      ].map((victim: unknown) => stringAt(victim, "occurrenceId"));
    },
  };
}

/** An occurrence record with what indexing needs: its id, instant, state and city. */
export type IndexableOccurrence = LooseOccurrence &
  Required<Pick<LooseOccurrence, "id" | "time" | "stateId" | "cityId">>;

/**
 * Reads a record and tells whether it can be indexed (served by id, date, state and city): an
 * object with a non-empty string id, a date that parses, state.id and city.id; else why not.
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
  if (record.time === undefined) return "no date that parses";
  if (record.stateId === undefined) return "no state.id";
  if (record.cityId === undefined) return "no city.id";
  return undefined;
}
