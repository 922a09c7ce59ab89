import { isRecord } from "../is-record";
import { validate } from "../schemas";
import { formatFinding, formatLabel } from "../validation/format-finding";
import type { InputItem } from "../capture/input-item";
import { isNestedTooDeep, tooDeepReason } from "../capture/nesting-depth";
import { parseJson } from "../capture/parse-json";
import type { CaptureSource } from "../world/world-capture";
import type { CollectOptions } from "./collect-options";
import { emptyCollection, type DataCollection } from "./data-collection";
import { groupViolations } from "./group-violations";
import { IdTable } from "./id-table";
import type { ListRanges } from "./list-ranges";
import { NumberColumn } from "./number-column";
import { RecordTextsBuilder } from "./record-texts";
import { noteCity, noteState } from "./note-places";
import { endpointOf, verdictOf, type DataKind, type ListOf, type Place } from "./verdict-of";
import type { DataFileReading } from "./read-data-file";
import { RecordColumnsBuilder, WITH_VICTIM, type RecordColumns } from "./record-columns";
import { summarizeRecord } from "./summarize-record";

/** Records of one list read the general way summarised before they are added (a bound on memory). */
const RECORDS_PER_BATCH = 1024;

/** Where a list of records was read: its place, and its pointer (none: the body is the record). */
export interface Origin {
  /** The file (and exchange) the list was read from. */
  readonly place: Place;
  /** "/data" (an envelope's list), "" (a bare array) or undefined (the body is the record). */
  readonly pointer: string | undefined;
}

/** An Origin as findings say it: `file.json /data/3`, or the label alone for a body that is the record. */
function whereOf(origin: Origin, index: number): string {
  const label = formatLabel(origin.place);
  return origin.pointer === undefined ? label : `${label} ${origin.pointer}/${index}`;
}

/** Where a record's captured JSON lies: `bytes[start, end)`. */
interface TextAt {
  readonly bytes: Buffer;
  readonly start: number;
  readonly end: number;
}

/** An item of a list, parsed, with its captured text when it is served as such. */
interface ParsedItem {
  readonly value: unknown;
  /** The item's bytes in the file (compact JSON); absent: it is served as JSON.stringify'd. */
  readonly text?: TextAt;
}

/** The captured text of an item, when it is served as such. */
function textOf(item: ParsedItem): string | undefined {
  const { text } = item;
  return text === undefined ? undefined : text.bytes.toString("utf8", text.start, text.end);
}

/** A CaptureSource while its file is read. */
type MutableSource = { -readonly [K in keyof CaptureSource]: CaptureSource[K] };

/**
 * Reads captured answers into a DataCollection, one input item or split file at a time; see
 * collectData.
 */
export class DataCollector {
  /** What has been collected so far. */
  readonly data: DataCollection = emptyCollection();
  /** The index in data.records of the record kept for each id, by the id's hash (idHash). */
  private readonly seen = new IdTable();
  /** Each kept record's id as UTF-8 bytes (where they lie). */
  private readonly ids = new RecordTextsBuilder();
  /** The lists records were read from (said only in a finding). */
  private readonly origins: Origin[] = [];
  /** The index in `origins` of each kept record's list. */
  private readonly originOf = new NumberColumn((size) => new Int32Array(size));
  /** The index in its list of each kept record (with originOf: no object per record). */
  private readonly originIndexes = new NumberColumn((size) => new Float64Array(size));
  /** Ids in lower case (the keys of states and cities), each lowered once. */
  private readonly lowered = new Map<string, string>();
  private readonly files = new Map<string, MutableSource>();

  constructor(private readonly options: Pick<CollectOptions, "validation">) {}

  private fileOf(file: string): MutableSource {
    let entry = this.files.get(file);
    if (entry === undefined) {
      entry = { file, occurrences: 0, cities: 0, states: 0, ignored: 0 };
      this.files.set(file, entry);
      this.data.sources.push(entry);
    }
    return entry;
  }

  /** Adds one item read the general way (readFiles). */
  add(item: InputItem): void {
    const file = this.fileOf(item.source.file);
    switch (item.kind) {
      case "unreadable":
        this.data.problems.push(`${item.source.file}: cannot read: ${item.reason}`);
        return;
      case "skipped":
        file.ignored++;
        return;
      case "malformed":
        if (item.exchange !== undefined && endpointOf(item.exchange) === undefined) {
          file.ignored++;
          return;
        }
        this.data.problems.push(formatFinding({ ...item, status: "malformed", violations: [] }));
        return;
      case "body":
        this.addBody(item.body, {
          source: item.source,
          ...(item.exchange ? { exchange: item.exchange } : {}),
        });
    }
  }

  private addBody(body: unknown, place: Place): void {
    const list = this.listOf(body, place);
    if (list === undefined) return;
    const items =
      list.pointer === undefined
        ? [body]
        : list.pointer === ""
          ? (body as unknown[])
          : ((body as Record<string, unknown>).data as unknown[]);
    this.addItems(
      list.kind,
      items.length,
      (index) => ({ value: items[index] }),
      place,
      list.pointer,
    );
  }

  /**
   * What a body's items are and where: `pointer` "/data" (an envelope's list), "" (a bare array)
   * or undefined (the body is one record). Undefined when there is nothing to add: the body is
   * ignored (counted) or of no accepted form (a problem). Only the first item of a list is read.
   */
  private listOf(body: unknown, place: Place): ListOf | undefined {
    const file = this.fileOf(place.source.file);
    const verdict = verdictOf(body, place);
    if ("ignored" in verdict) file.ignored++;
    else if ("problem" in verdict) this.data.problems.push(verdict.problem);
    else return verdict;
    return undefined;
  }

  /**
   * Adds a document split by splitJsonList: each item is parsed from its own slice (small,
   * short-lived objects) and a compact item keeps its slice as its served text, byte for byte.
   * The records of an answer or array of occurrences come read (readDataFile, maybe in a
   * worker) as summaries. False, having added nothing, when readDataFile left it to the
   * general reading (no split: not a list, a HAR log, a recorded exchange or a record).
   */
  addSplit(reading: DataFileReading, file: string): boolean {
    const { split } = reading;
    if (split === undefined) return false;
    const { envelope, starts, ends, compact } = split;
    const bytes = Buffer.from(
      reading.bytes.buffer,
      reading.bytes.byteOffset,
      reading.bytes.byteLength,
    );
    const place: Place = { source: { file } };
    const itemAt = (index: number): ParsedItem | undefined => {
      const start = starts[index]!;
      const end = ends[index]!;
      try {
        const value: unknown = JSON.parse(bytes.toString("utf8", start, end));
        return compact[index] === 1 ? { value, text: { bytes, start, end } } : { value };
      } catch {
        return undefined;
      }
    };
    const first = starts.length === 0 ? undefined : itemAt(0);
    if (starts.length > 0 && first === undefined) {
      this.malformed(bytes, place);
      return true;
    }
    // What the list holds is told from its first item, as for a parsed body.
    const sample = first === undefined ? [] : [first.value];
    const list = this.listOf(
      envelope === undefined ? sample : { ...envelope, data: sample },
      place,
    );
    if (list === undefined) return true;
    if (list.kind !== "occurrences" || reading.records === undefined) {
      const at = (index: number) => (index === 0 ? first : itemAt(index));
      const ok = this.addItems(list.kind, starts.length, at, place, list.pointer);
      if (!ok) this.malformed(bytes, place);
      return true;
    }
    const origin: Origin = { place, pointer: list.pointer };
    const { records, malformed } = reading.records;
    this.addRecordRun(origin, bytes, split, 0, records);
    if (malformed) this.malformed(bytes, place);
    return true;
  }

  /**
   * Opens a list of occurrence records whose summaries come later, run by run (addRecordRun),
   * as the file arrives: told from its envelope (undefined for a bare array) and first item as
   * addSplit tells it. Undefined when it is no list of records (counted as ignored, or its
   * problem said): nothing is to be added.
   */
  openRecordList(
    file: string,
    envelope: Record<string, unknown> | undefined,
    first: unknown,
  ): Origin | undefined {
    const place: Place = { source: { file } };
    const list = this.listOf(
      envelope === undefined ? [first] : { ...envelope, data: [first] },
      place,
    );
    if (list === undefined || list.kind !== "occurrences") return undefined;
    return { place, pointer: list.pointer };
  }

  /**
   * Adds the summaries of a run of a list's records, the first being item `from` of the list
   * (split's ranges, in `bytes`): a compact record is served as its very bytes.
   */
  addRecordRun(
    origin: Origin,
    bytes: Buffer,
    split: ListRanges,
    from: number,
    records: RecordColumns,
  ): void {
    const { starts, ends, compact } = split;
    this.addColumns(origin, records, from, (index) =>
      compact[index] === 1 ? { bytes, start: starts[index]!, end: ends[index]! } : undefined,
    );
  }

  /** The problem of a document whose item is not JSON, located as the general reading does. */
  malformed(bytes: Buffer, place: Place): void {
    const text = bytes.toString("utf8");
    const parsed = parseJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    const parseError = parsed.ok
      ? { line: 1, column: 1, offset: 0, message: "an item of the list is not JSON" }
      : parsed.error;
    this.data.problems.push(
      formatFinding({ source: place.source, status: "malformed", violations: [], parseError }),
    );
  }

  /**
   * `pointer` undefined: the body is the item itself. `itemAt` gives each item parsed (and its
   * captured text when kept), or undefined when it is not JSON: adding stops there (false).
   */
  private addItems(
    kind: DataKind,
    count: number,
    itemAt: (index: number) => ParsedItem | undefined,
    place: Place,
    pointer: string | undefined,
  ): boolean {
    const file = this.fileOf(place.source.file);
    const origin: Origin = { place, pointer };
    // Records are summarised in batches, then added as a run's are.
    let records = new RecordColumnsBuilder();
    let captured: (TextAt | undefined)[] = [];
    let first = 0;
    const flush = () => {
      if (records.count === 0) return;
      const texts = captured;
      this.addColumns(origin, records.build(), first, (index) => texts[index - first]);
      records = new RecordColumnsBuilder();
      captured = [];
    };
    for (let index = 0; index < count; index++) {
      const item = itemAt(index);
      if (item === undefined) {
        flush();
        return false;
      }
      const inner = pointer === undefined ? "" : `${pointer}/${index}`;
      if (kind === "occurrences") {
        if (records.count === 0) first = index;
        records.push(summarizeRecord(item.value, item.text !== undefined, this.options.validation));
        captured.push(item.text);
        if (records.count >= RECORDS_PER_BATCH) flush();
        continue;
      }
      file[kind]++;
      if (isNestedTooDeep(item.value)) {
        // Validating or writing it would overflow the stack: refused, with its place.
        this.data.findings.push(`${whereOf(origin, index)}: not served: ${tooDeepReason()}`);
      } else if (kind === "cities") this.addCity(item, place, inner);
      else this.addState(item, place, inner);
    }
    flush();
    return true;
  }

  /**
   * Adds a run of summarised records, the first being item `from` of its list; `captured` gives
   * where an item's captured JSON lies when it is served as such (else its text is). Each record
   * is kept unless its id was seen (the same bytes: a duplicate; other bytes: a finding naming
   * both places).
   */
  private addColumns(
    origin: Origin,
    columns: RecordColumns,
    from: number,
    captured: (index: number) => TextAt | undefined,
  ): void {
    const source = this.fileOf(origin.place.source.file);
    const { records } = this.data;
    const text = Buffer.from(columns.text.buffer, columns.text.byteOffset, columns.text.byteLength);
    const { bounds, places } = columns;
    // Each place of the run as a place of the collection, found (and its state and city noted)
    // once per run.
    const placeOf: (number | undefined)[] = [];
    for (let k = 0; k < columns.count; k++) {
      const index = from + k;
      source.occurrences++;
      const placeAt = columns.place[k]!;
      if (placeAt < 0) {
        const why = columns.unserved.get(k) ?? "unknown";
        this.data.findings.push(
          `${whereOf(origin, index)}: record not served: ${why} (it cannot be indexed)`,
        );
        continue;
      }
      const idBytes = text.subarray(bounds[2 * k], bounds[2 * k + 1]);
      const hash = columns.idHash[k]!;
      const at = captured(index);
      const ownText = columns.texts.get(k);
      const earlier = this.earlierWith(hash, idBytes);
      if (earlier !== undefined) {
        const id = idBytes.toString("utf8");
        const json =
          at === undefined ? Buffer.from(ownText ?? "") : at.bytes.subarray(at.start, at.end);
        if (records.texts.json(earlier).equals(json)) this.data.duplicates++;
        else {
          const list = this.origins[this.originOf.get(earlier)];
          const first = list === undefined ? "?" : whereOf(list, this.originIndexes.get(earlier));
          this.data.findings.push(
            `${whereOf(origin, index)}: record ${id} differs from the one at ${first}; the first is served`,
          );
        }
        continue;
      }
      const violations = columns.violations.get(k);
      if (violations !== undefined) {
        const pointer = origin.pointer === undefined ? "" : `${origin.pointer}/${index}`;
        groupViolations(this.data, "v2/occurrence", violations, origin.place, pointer);
      }
      let kept = placeOf[placeAt];
      if (kept === undefined) {
        const place = places[placeAt]!;
        noteState(this.data, place.stateId, place.stateName, place.region);
        noteCity(this.data, place.cityId, place.cityName, place.stateId, undefined);
        kept = placeOf[placeAt] = records.placeOf(
          this.lower(place.stateId),
          this.lower(place.cityId),
        );
      }
      const position = records.length;
      this.ids.keep(text, bounds[2 * k]!, bounds[2 * k + 1]!);
      this.seen.add(hash, position);
      if (at === undefined) records.texts.keepText(ownText ?? "");
      else records.texts.keep(at.bytes, at.start, at.end);
      this.data.recordsHash.update(records.texts.json(position));
      records.facts.keep(text, bounds[2 * k + 1]!, bounds[2 * k + 2]!);
      this.originOf.push(this.originIndex(origin));
      this.originIndexes.push(index);
      records.times.push(columns.times[k]!);
      records.place.push(kept);
      records.withVictim.push(columns.flags[k]! & WITH_VICTIM);
    }
  }

  /** The index of the kept record whose id is `id` (its UTF-8 bytes, hashed `hash`), if any. */
  private earlierWith(hash: number, id: Buffer): number | undefined {
    return this.seen.find(hash, (index) => this.ids.json(index).equals(id));
  }

  /** The index in `origins` of a list (the last one, most often). */
  private originIndex(origin: Origin): number {
    const last = this.origins.length - 1;
    if (last >= 0 && this.origins[last] === origin) return last;
    this.origins.push(origin);
    return last + 1;
  }

  private lower(id: string): string {
    let lower = this.lowered.get(id);
    if (lower === undefined) {
      lower = id.toLowerCase();
      this.lowered.set(id, lower);
    }
    return lower;
  }

  /** Validates a city or state item and groups its violations. */
  private validateItem(
    schema: "v2/city" | "v2/state-ref",
    value: unknown,
    place: Place,
    pointer: string,
  ): void {
    const violations = validate(schema, value, this.options.validation);
    groupViolations(this.data, schema, violations, place, pointer);
  }

  private addCity(item: ParsedItem, place: Place, pointer: string): void {
    const { value } = item;
    this.validateItem("v2/city", value, place, pointer);
    if (!isRecord(value) || typeof value.id !== "string" || !isRecord(value.state)) return;
    const state = value.state;
    if (typeof state.id !== "string") return;
    noteState(this.data, state.id, state.name, undefined);
    noteCity(this.data, value.id, value.name, state.id, textOf(item) ?? JSON.stringify(value));
  }

  private addState(item: ParsedItem, place: Place, pointer: string): void {
    const { value } = item;
    this.validateItem("v2/state-ref", value, place, pointer);
    if (!isRecord(value) || typeof value.id !== "string") return;
    noteState(this.data, value.id, value.name, undefined);
    const state = this.data.states.get(value.id.toLowerCase());
    if (state !== undefined) state.json ??= textOf(item) ?? JSON.stringify(value);
  }
}
