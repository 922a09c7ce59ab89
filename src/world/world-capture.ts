import type { Occurrence, Victim } from "../generated/types";

/**
 * What the v1 view reads of a v2 record (toV1OccurrenceRow): a generated Occurrence has it, and
 * a captured record is reduced to it on load (strings and numbers normalised, so a record that
 * departs from the contract still yields a v1 row).
 */
export interface V1Facts {
  readonly address: Occurrence["address"];
  readonly latitude: Occurrence["latitude"];
  readonly longitude: Occurrence["longitude"];
  readonly agentPresence: Occurrence["agentPresence"];
  readonly victims: readonly Pick<Victim, "personType" | "situation">[];
}

/**
 * The captured records' JSON by position, each a view of the bytes it was read from (a file read
 * whole, or the texts of records that were not compact): one small entry per record, not one
 * Buffer object.
 */
export interface CapturedTexts extends Iterable<Buffer> {
  /** How many records. */
  readonly length: number;
  /** The JSON of the record at `position` (0 ≤ position < length): a view, never a copy. */
  json(position: number): Buffer;
}

/** One file a captured world was loaded from, for GET /__world. */
export interface CaptureSource {
  /** The file as found (named on the command line or below a named folder). */
  readonly file: string;
  /** Occurrence records read from it (before duplicates were dropped). */
  readonly occurrences: number;
  /** City items read from /cities answers in it. */
  readonly cities: number;
  /** State items read from /states answers in it. */
  readonly states: number;
  /** Bodies or HAR entries in it that are no data (other endpoints, error answers, v1 rows). */
  readonly ignored: number;
}

/**
 * Set on a World loaded from captured data (`serve --data`) instead of generated: what the server
 * serves as captured, by position. Generated worlds have none and serve JSON.stringify of `v2`.
 * Each captured WorldOccurrence's `v2` is parsed from `occurrenceJson` when read; its shape may
 * depart from the Occurrence type (it is what production sent), so nothing on the serving path
 * reads it.
 */
export interface WorldCapture {
  /**
   * Each record's JSON as captured (same keys, order and values; compact; the captured bytes
   * themselves where they were compact in a JSON file), by position.
   */
  readonly occurrenceJson: CapturedTexts;
  /** 1 where the record has a human victim (typeOccurrence=withVictim), by position. */
  readonly withVictim: Uint8Array;
  /**
   * What the v1 view needs of each record, by position: packV1Facts' strings as UTF-8 (read with
   * unpackV1Facts).
   */
  readonly v1Facts: CapturedTexts;
  /** JSON of each city as a v2 City (captured from a /cities answer, else derived), by city id. */
  readonly cityJson: ReadonlyMap<number, string>;
  /** JSON of each state as a /states item (captured, else derived), by state id. */
  readonly stateJson: ReadonlyMap<number, string>;
  /** The files read, in order. */
  readonly sources: readonly CaptureSource[];
  /** How many records were read twice with the same content (kept once). */
  readonly duplicates: number;
  /**
   * SHA-1 (hex) of everything served as captured: the records' JSON in served order, then the
   * captured cities' and states' JSON. Changes whenever the served data does, so validators
   * such as an ETag derive from it (the seed of a captured world is its first 32 bits).
   */
  readonly digest: string;
}
