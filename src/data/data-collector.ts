import { formatFinding } from "../validation/detect-entry";
import { isNestedTooDeep, tooDeepReason, parseJson } from "../capture";
import { addPlaceItem } from "./add-place-item";
import type { CollectOptions } from "./collect-options";
import { emptyCollection, type DataCollection } from "./data-collection";
import { KeptRecords, type MutableSource } from "./kept-records";
import { whereOf, type Origin } from "./origin";
import type { ParsedItem, TextAt } from "./parsed-item";
import { RecordColumnsBuilder, type RecordColumns } from "./record-columns";
import { summarizeRecord } from "./summarize-record";
import { verdictOf, type DataKind, type ListOf, type Place } from "./verdict-of";

/**
 * Records of one list read the general way summarised before they are added (a bound on memory).
 */
const RECORDS_PER_BATCH = 1024;

/**
 * A DataCollection as it is read, one input item or split file at a time: what the three ways
 * in share (collectInputItem: an item read the general way; collectSplitFile: a document split
 * by splitJsonList; openRecordList and collectRecordRun: a list of records as its file arrives).
 * See collectDataFiles.
 */
export class DataCollector {
  /** What has been collected so far. */
  readonly data: DataCollection = emptyCollection();
  private readonly records = new KeptRecords(this.data);
  private readonly files = new Map<string, MutableSource>();

  constructor(readonly options: Pick<CollectOptions, "validation">) {}

  /** The counts of a file, made (and listed in data.sources) the first time it is named. */
  sourceOf(file: string): MutableSource {
    let entry = this.files.get(file);
    if (entry === undefined) {
      entry = { file, occurrences: 0, cities: 0, states: 0, ignored: 0 };
      this.files.set(file, entry);
      this.data.sources.push(entry);
    }
    return entry;
  }

  /**
   * What a body's items are and where: `pointer` "/data" (an envelope's list), "" (a bare array)
   * or undefined (the body is one record). Undefined when there is nothing to add: the body is
   * ignored (counted) or of no accepted form (a problem). Only the first item of a list is read.
   */
  listOf(body: unknown, place: Place): ListOf | undefined {
    const file = this.sourceOf(place.source.file);
    const verdict = verdictOf(body, place);
    if ("ignored" in verdict) file.ignored++;
    else if ("problem" in verdict) this.data.problems.push(verdict.problem);
    else return verdict;
    return undefined;
  }

  /**
   * `pointer` undefined: the body is the item itself. `itemAt` gives each item parsed (and its
   * captured text when kept), or undefined when it is not JSON: adding stops there (false).
   */
  addItems(
    kind: DataKind,
    count: number,
    itemAt: (index: number) => ParsedItem | undefined,
    place: Place,
    pointer: string | undefined,
  ): boolean {
    const file = this.sourceOf(place.source.file);
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
      } else addPlaceItem(this.data, kind, item, place, inner, this.options.validation);
    }
    flush();
    return true;
  }

  /**
   * Adds a run of summarised records, the first being item `from` of its list; `captured` gives
   * where an item's captured JSON lies when it is served as such (KeptRecords.add).
   */
  addColumns(
    origin: Origin,
    columns: RecordColumns,
    from: number,
    captured: (index: number) => TextAt | undefined,
  ): void {
    this.records.add(this.sourceOf(origin.place.source.file), origin, columns, from, captured);
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
}
