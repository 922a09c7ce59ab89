import { isRecord } from "../is-record";
import type { Violation } from "../schemas";
import type { RecordSummary, UnservedRecord } from "./summarize-record";

/** Where records are: a state and a city as captured, and the state's region. */
export interface RecordPlace {
  /** The state's id as captured. */
  readonly stateId: string;
  /** The state's name, "" when it is no string. */
  readonly stateName: string;
  /** The record's `region` as captured (any value; undefined when absent). */
  readonly region: unknown;
  /** The city's id as captured. */
  readonly cityId: string;
  /** The city's name, "" when it is no string. */
  readonly cityName: string;
}

/** RecordColumns.flags: the record has a human victim. */
export const WITH_VICTIM = 1;

/**
 * The summaries of a run of records (summarizeRecord) as columns: numbers in typed arrays and
 * strings as UTF-8 bytes, so that a worker's answer crosses to the main thread by transfer (no
 * copy, no object per record) and the main thread keeps what it needs without a JS object per
 * record. What is rare (a record not served, its text when not compact, its violations) is kept
 * by the record's index.
 */
export interface RecordColumns {
  /** How many records. */
  readonly count: number;
  /** Each record's `date` as epoch ms (0 for a record not served). */
  readonly times: Float64Array;
  /** Each record's place, an index in `places` (-1 for a record not served). */
  readonly place: Int32Array;
  /** Each record's flags (WITH_VICTIM). */
  readonly flags: Uint8Array;
  /** The places the records are in, each once. */
  readonly places: readonly RecordPlace[];
  /**
   * Each record's id then its packed facts (packV1Facts) as UTF-8: record k's id is
   * `text[bounds[2k], bounds[2k+1])`, its facts `text[bounds[2k+1], bounds[2k+2])`.
   */
  readonly text: Uint8Array;
  /** The 2 × count + 1 offsets into `text`. */
  readonly bounds: Float64Array;
  /** Why each record not served is not, by index. */
  readonly unserved: ReadonlyMap<number, string>;
  /** JSON.stringify of each record whose captured bytes are not served as they are, by index. */
  readonly texts: ReadonlyMap<number, string>;
  /** The contract violations of each record that has some, by index. */
  readonly violations: ReadonlyMap<number, readonly Violation[]>;
}

/** The buffers of RecordColumns, to transfer them to another thread. */
export function columnBuffers(columns: RecordColumns): ArrayBuffer[] {
  const { times, place, flags, text, bounds } = columns;
  return [times, place, flags, text, bounds].map((array) => array.buffer as ArrayBuffer);
}

/** Strings as one key, unambiguously (each prefixed by its length). */
function keyOf(parts: readonly string[]): string {
  let key = "";
  for (const part of parts) key += `${part.length}:${part}`;
  return key;
}

/** A region as a key: its four fields when it has the contract's shape (in any key order), else its JSON. */
function regionKey(region: unknown): string {
  if (region === undefined) return "";
  if (isRecord(region)) {
    const { id, region: name, state, enabled } = region;
    if (
      typeof id === "string" &&
      typeof name === "string" &&
      typeof state === "string" &&
      typeof enabled === "boolean" &&
      Object.keys(region).length === 4
    ) {
      return `r${keyOf([id, name, state, String(enabled)])}`;
    }
  }
  return `j${JSON.stringify(region)}`;
}

/**
 * A place as a key: its ids, names and region. Two places share a key exactly when the builder
 * and the join (joinRecordColumns) must take them as one.
 */
export function placeKey(place: RecordPlace): string {
  return keyOf([
    place.stateId,
    place.stateName,
    place.cityId,
    place.cityName,
    regionKey(place.region),
  ]);
}

/** Builds RecordColumns from summaries, one at a time (push), then at once (build). */
export class RecordColumnsBuilder {
  private readonly times: number[] = [];
  private readonly place: number[] = [];
  private readonly flags: number[] = [];
  private readonly places: RecordPlace[] = [];
  private readonly placeIndex = new Map<string, number>();
  /** Ids and facts, in order: joined and encoded once (build). */
  private readonly strings: string[] = [];
  private readonly unserved = new Map<number, string>();
  private readonly texts = new Map<number, string>();
  private readonly violations = new Map<number, readonly Violation[]>();

  /** How many records were pushed. */
  get count(): number {
    return this.times.length;
  }

  /** Adds one record's summary. */
  push(summary: RecordSummary | UnservedRecord): void {
    const index = this.times.length;
    if ("why" in summary) {
      this.unserved.set(index, summary.why);
      this.times.push(0);
      this.place.push(-1);
      this.flags.push(0);
      this.strings.push("", "");
      return;
    }
    // Records of one place share its strings (JSON.parse interns short ones): a cheap key.
    const key = placeKey(summary);
    let place = this.placeIndex.get(key);
    if (place === undefined) {
      place = this.places.length;
      this.placeIndex.set(key, place);
      const { stateId, stateName, region, cityId, cityName } = summary;
      this.places.push({ stateId, stateName, region, cityId, cityName });
    }
    this.times.push(summary.time);
    this.place.push(place);
    this.flags.push(summary.withVictim ? WITH_VICTIM : 0);
    this.strings.push(summary.id, summary.facts);
    if (summary.text !== undefined) this.texts.set(index, summary.text);
    if (summary.violations !== undefined) this.violations.set(index, summary.violations);
  }

  /** The columns of the records pushed. */
  build(): RecordColumns {
    const bounds = new Float64Array(this.strings.length + 1);
    let at = 0;
    for (let k = 0; k < this.strings.length; k++) {
      at += Buffer.byteLength(this.strings[k]!);
      bounds[k + 1] = at;
    }
    // A buffer of its own (never Node's shared pool): it is transferred.
    const text = new Uint8Array(at);
    Buffer.from(text.buffer).write(this.strings.join(""));
    return {
      count: this.times.length,
      times: Float64Array.from(this.times),
      place: Int32Array.from(this.place),
      flags: Uint8Array.from(this.flags),
      places: this.places,
      text,
      bounds,
      unserved: this.unserved,
      texts: this.texts,
      violations: this.violations,
    };
  }
}

/** The columns of summaries, in order. */
export function columnsOf(summaries: readonly (RecordSummary | UnservedRecord)[]): RecordColumns {
  const builder = new RecordColumnsBuilder();
  for (const summary of summaries) builder.push(summary);
  return builder.build();
}

/** The summaries RecordColumns hold, in order (columnsOf's inverse). */
export function summariesOf(columns: RecordColumns): (RecordSummary | UnservedRecord)[] {
  const text = Buffer.from(columns.text.buffer, columns.text.byteOffset, columns.text.byteLength);
  const { bounds } = columns;
  const out: (RecordSummary | UnservedRecord)[] = [];
  for (let k = 0; k < columns.count; k++) {
    const place = columns.places[columns.place[k]!];
    if (place === undefined) {
      out.push({ why: columns.unserved.get(k) ?? "" });
      continue;
    }
    const ownText = columns.texts.get(k);
    const violations = columns.violations.get(k);
    out.push({
      id: text.toString("utf8", bounds[2 * k], bounds[2 * k + 1]),
      time: columns.times[k]!,
      ...place,
      withVictim: (columns.flags[k]! & WITH_VICTIM) !== 0,
      facts: text.toString("utf8", bounds[2 * k + 1], bounds[2 * k + 2]),
      ...(ownText === undefined ? {} : { text: ownText }),
      ...(violations === undefined ? {} : { violations }),
    });
  }
  return out;
}
