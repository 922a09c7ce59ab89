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
import { noteCity, noteState } from "./note-places";
import { endpointOf, verdictOf, type DataKind, type ListOf, type Place } from "./verdict-of";
import type { DataFileReading } from "./read-data-file";
import { summarizeRecord, type RecordSummary, type UnservedRecord } from "./summarize-record";

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

/** An item of a list, parsed, with its captured text when it is served as such. */
interface ParsedItem {
  readonly value: unknown;
  /** The item's bytes in the file (compact JSON); absent: it is served as JSON.stringify'd. */
  readonly text?: Buffer;
}

/** The ranges of a split list's items. */
type SplitRanges = NonNullable<DataFileReading["split"]>;

/** A CaptureSource while its file is read. */
type MutableSource = { -readonly [K in keyof CaptureSource]: CaptureSource[K] };

/**
 * Reads captured answers into a DataCollection, one input item or split file at a time; see
 * collectData.
 */
export class DataCollector {
  /** What has been collected so far. */
  readonly data: DataCollection = emptyCollection();
  /** The index in data.records of the record kept for each id. */
  private readonly seen = new Map<string, number>();
  /** Where each kept record was read (said only in a finding, so built only then). */
  private readonly originLists: Origin[] = [];
  /** The index in its list of each kept record (with originLists: no object per record). */
  private readonly originIndexes: number[] = [];
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
        return compact[index] === true ? { value, text: bytes.subarray(start, end) } : { value };
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
    split: Pick<SplitRanges, "starts" | "ends" | "compact">,
    from: number,
    records: readonly (RecordSummary | UnservedRecord)[],
  ): void {
    const source = this.fileOf(origin.place.source.file);
    const { starts, ends, compact } = split;
    for (let k = 0; k < records.length; k++) {
      const index = from + k;
      source.occurrences++;
      const text = compact[index] === true ? bytes.subarray(starts[index], ends[index]) : undefined;
      this.addRecord(records[k]!, text, origin, index);
    }
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
    for (let index = 0; index < count; index++) {
      const item = itemAt(index);
      if (item === undefined) return false;
      const inner = pointer === undefined ? "" : `${pointer}/${index}`;
      file[kind]++;
      if (kind === "occurrences") {
        const summary = summarizeRecord(
          item.value,
          item.text !== undefined,
          this.options.validation,
        );
        this.addRecord(summary, item.text, origin, index);
      } else if (isNestedTooDeep(item.value)) {
        // Validating or writing it would overflow the stack: refused, with its place.
        this.data.findings.push(`${whereOf(origin, index)}: not served: ${tooDeepReason()}`);
      } else if (kind === "cities") this.addCity(item, place, inner);
      else this.addState(item, place, inner);
    }
    return true;
  }

  /**
   * Adds a summarised record: kept unless its id was seen (the same bytes: a duplicate; other
   * bytes: a finding naming both places), served as `captured` (its bytes) or else its text.
   */
  private addRecord(
    summary: RecordSummary | UnservedRecord,
    captured: Buffer | undefined,
    origin: Origin,
    index: number,
  ): void {
    if ("why" in summary) {
      this.data.findings.push(
        `${whereOf(origin, index)}: record not served: ${summary.why} (it cannot be indexed)`,
      );
      return;
    }
    const { id } = summary;
    const json = captured ?? Buffer.from(summary.text ?? "");
    const earlier = this.seen.get(id);
    if (earlier !== undefined) {
      if (this.data.records[earlier]?.json.equals(json) === true) this.data.duplicates++;
      else {
        const list = this.originLists[earlier];
        const first = list === undefined ? "?" : whereOf(list, this.originIndexes[earlier] ?? 0);
        this.data.findings.push(
          `${whereOf(origin, index)}: record ${id} differs from the one at ${first}; the first is served`,
        );
      }
      return;
    }
    if (summary.violations !== undefined) {
      const pointer = origin.pointer === undefined ? "" : `${origin.pointer}/${index}`;
      groupViolations(this.data, "v2/occurrence", summary.violations, origin.place, pointer);
    }
    noteState(this.data, summary.stateId, summary.stateName, summary.region);
    noteCity(this.data, summary.cityId, summary.cityName, summary.stateId, undefined);
    this.seen.set(id, this.data.records.length);
    this.data.recordsHash.update(json);
    this.originLists.push(origin);
    this.originIndexes.push(index);
    this.data.records.push({
      json,
      time: summary.time,
      stateId: this.lower(summary.stateId),
      cityId: this.lower(summary.cityId),
      withVictim: summary.withVictim,
      facts: summary.facts,
    });
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
    noteCity(
      this.data,
      value.id,
      value.name,
      state.id,
      item.text?.toString() ?? JSON.stringify(value),
    );
  }

  private addState(item: ParsedItem, place: Place, pointer: string): void {
    const { value } = item;
    this.validateItem("v2/state-ref", value, place, pointer);
    if (!isRecord(value) || typeof value.id !== "string") return;
    noteState(this.data, value.id, value.name, undefined);
    const state = this.data.states.get(value.id.toLowerCase());
    if (state !== undefined) state.json ??= item.text?.toString() ?? JSON.stringify(value);
  }
}
