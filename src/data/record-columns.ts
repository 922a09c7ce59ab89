import { grown } from "./grown";
import { PlaceList } from "./place-list";
import type { RecordPlace } from "./record-place";
import type { Violation } from "../schemas";
import type { RecordSummary, UnservedRecord } from "./summarize-record";

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
  /** Each record's id hashed (idHash): the main thread finds ids seen before by it. */
  readonly idHash: Int32Array;
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
  const { times, place, flags, idHash, text, bounds } = columns;
  return [times, place, flags, idHash, text, bounds].map((array) => array.buffer as ArrayBuffer);
}

/**
 * A record id hashed (FNV-1a over its UTF-16 code units, 32 bits): equal ids hash alike, so the
 * main thread compares the bytes of an id only with those of ids of the same hash.
 */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * Builds RecordColumns from summaries, one at a time (push), then at once (build). What is pushed
 * goes into typed arrays and bytes at once, not JS arrays and strings kept until the end: a run
 * of a thousand records then leaves nothing on the heap that outlives a collection or two (kept
 * that long, it was promoted, and the old generation filled with it).
 */
export class RecordColumnsBuilder {
  private times: Float64Array;
  private place: Int32Array;
  private flags: Uint8Array;
  private idHash: Int32Array;
  private bounds: Float64Array;
  private text: Buffer;
  private used = 0;
  private textUsed = 0;
  private readonly places = new PlaceList();
  private readonly unserved = new Map<number, string>();
  private readonly texts = new Map<number, string>();
  private readonly violations = new Map<number, readonly Violation[]>();

  /** `expected`: how many records are likely to be pushed (the arrays grow past it). */
  constructor(expected = 64) {
    const size = Math.max(1, expected);
    this.times = new Float64Array(size);
    this.place = new Int32Array(size);
    this.flags = new Uint8Array(size);
    this.idHash = new Int32Array(size);
    this.bounds = new Float64Array(2 * size + 1);
    this.text = Buffer.allocUnsafeSlow(size * 128);
  }

  /** How many records were pushed. */
  get count(): number {
    return this.used;
  }

  /** Adds one record's summary. */
  push(summary: RecordSummary | UnservedRecord): void {
    const index = this.used;
    if (index === this.times.length) this.grow();
    this.used++;
    if ("why" in summary) {
      this.unserved.set(index, summary.why);
      this.place[index] = -1;
      this.write(index, "", "");
      return;
    }
    const place = this.places.indexOf(summary);
    this.times[index] = summary.time;
    this.place[index] = place;
    this.flags[index] = summary.withVictim ? WITH_VICTIM : 0;
    this.idHash[index] = idHash(summary.id);
    this.write(index, summary.id, summary.facts);
    if (summary.text !== undefined) this.texts.set(index, summary.text);
    if (summary.violations !== undefined) this.violations.set(index, summary.violations);
  }

  /** Writes record `index`'s id and facts as UTF-8, and their bounds. */
  private write(index: number, id: string, facts: string): void {
    const size = Buffer.byteLength(id) + Buffer.byteLength(facts);
    if (this.textUsed + size > this.text.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(2 * this.text.length, this.textUsed + size));
      this.text.copy(larger, 0, 0, this.textUsed);
      this.text = larger;
    }
    this.textUsed += this.text.write(id, this.textUsed);
    this.bounds[2 * index + 1] = this.textUsed;
    this.textUsed += this.text.write(facts, this.textUsed);
    this.bounds[2 * index + 2] = this.textUsed;
  }

  /** Twice the room for records. */
  private grow(): void {
    const size = 2 * this.times.length;
    this.times = grown(this.times, size);
    this.place = grown(this.place, size);
    this.flags = grown(this.flags, size);
    this.idHash = grown(this.idHash, size);
    this.bounds = grown(this.bounds, 2 * size + 1);
  }

  /** The columns of the records pushed: arrays of their exact sizes, each a buffer of its own. */
  build(): RecordColumns {
    const count = this.used;
    return {
      count,
      times: this.times.slice(0, count),
      place: this.place.slice(0, count),
      flags: this.flags.slice(0, count),
      idHash: this.idHash.slice(0, count),
      places: this.places.places,
      // slice: a copy in a buffer of its own (never Node's shared pool), as it is transferred.
      text: new Uint8Array(this.text.buffer, 0, this.textUsed).slice(),
      bounds: this.bounds.slice(0, 2 * count + 1),
      unserved: this.unserved,
      texts: this.texts,
      violations: this.violations,
    };
  }
}
