import { isUtf8 } from "node:buffer";
import { open, type FileHandle } from "node:fs/promises";
import type { ValidateOptions } from "../schemas";
import { collectRecordRun } from "./collect-record-run";
import { collectSplitFile } from "./collect-split-file";
import type { DataCollector } from "./data-collector";
import { openRecordList } from "./open-record-list";
import { ListStream } from "./list-stream";
import { splitDataFile, type DataFileReading } from "./read-data-file";
import type { RecordPool } from "./record-pool";
import type { ListRanges } from "./list-ranges";
import { RecordRuns } from "./record-runs";
import { verdictOf } from "./verdict-of";

/** How a file is read as it arrives: bytes per read, and bytes of records per run. */
export interface StreamSizes {
  /** Bytes asked of each read of the file. */
  readonly chunkBytes: number;
  /** Bytes of records read at once, by a worker or the main thread. */
  readonly runBytes: number;
}

/** The sizes `serve --data` reads large files with: 4 MiB reads, 2 MiB runs of records. */
export const STREAM_SIZES: StreamSizes = { chunkBytes: 4 * 1024 * 1024, runBytes: 2 * 1024 * 1024 };

/** What reading a file found, for the collector: how its items are to be added. */
type Found =
  /** Unreadable: the general reading says why. */
  | { readonly kind: "general" }
  /** Read whole, and no list of occurrence records: added as collectSplitFile adds it. */
  | { readonly kind: "split"; readonly reading: DataFileReading }
  /** A list of occurrence records, read run by run. */
  | {
      readonly kind: "records";
      /** The file's bytes (the records are served as views of them). */
      readonly bytes: Buffer;
      readonly envelope: Record<string, unknown> | undefined;
      readonly first: unknown;
      readonly list: ListRanges;
      readonly runs: RecordRuns;
    };

/** A value parsed from bytes, or undefined when they are not JSON. */
function parsed(bytes: Buffer, start: number, end: number): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(bytes.toString("utf8", start, end)) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Whether a list whose first item is `first` holds occurrence records (told as the collection tells
 * it).
 */
function listsRecords(envelope: Record<string, unknown> | undefined, first: unknown): boolean {
  const body = envelope === undefined ? [first] : { ...envelope, data: [first] };
  const verdict = verdictOf(body, { source: { file: "" } });
  return "kind" in verdict && verdict.kind === "occurrences";
}

/**
 * One large JSON file of `serve --data`, read as it arrives: its bytes read in chunks, a bare
 * array's items found as they come (ListStream), and its records read in runs (RecordRuns: by
 * the workers and the main thread at once) while the rest is read; the collector adds each run
 * as soon as it and those before it are read (addTo). Any other document is read whole first,
 * then split (an envelope's records read in runs the same way). Whatever is not well formed,
 * not UTF-8 or not a list is read the general way, as before, which says what is wrong.
 */
export class DataFileStream {
  private readonly found: Promise<Found>;
  private settle!: (found: Found) => void;
  /** Set by read: the bytes read, and whether the list was well formed and UTF-8 to its end. */
  private outcome: { bytes: Buffer; wellFormed: boolean } | undefined;
  /** What failed while reading, once runs of records had started. */
  private failure: unknown;
  /** The runs of records started, if any. */
  private runs: RecordRuns | undefined;
  /** Set by addTo when a record is not JSON: no more runs are worth reading. */
  private stopped = false;

  constructor(
    private readonly path: string,
    private readonly pool: RecordPool | undefined,
    private readonly validation: ValidateOptions | undefined,
    private readonly sizes: StreamSizes = STREAM_SIZES,
  ) {
    this.found = new Promise((resolve) => (this.settle = resolve));
  }

  /**
   * Reads the file, its records in runs; never rejects (an unreadable file goes the general way).
   */
  async read(): Promise<void> {
    try {
      const handle = await open(this.path, "r");
      try {
        await this.readFrom(handle);
      } finally {
        await handle.close();
      }
    } catch (error) {
      // Before any run: the general reading says what is wrong. After: records were added, so
      // reading again would add them twice; the load fails with the error (one line).
      this.failure = this.runs === undefined ? undefined : error;
      this.outcome = undefined;
      this.settle({ kind: "general" });
    } finally {
      // Whatever happened, the collector is told no run comes after those pushed.
      this.runs?.end();
    }
  }

  /** The reading proper. */
  private async readFrom(handle: FileHandle): Promise<void> {
    const { size } = await handle.stat();
    // A buffer of its own (not Node's pool): records are served as views of it.
    const bytes = Buffer.allocUnsafeSlow(size);
    const stream = new ListStream(bytes);
    let filled = 0;
    let runs: RecordRuns | undefined;
    let cut = 0;
    let decided = false;
    let notUtf8 = false;
    for (;;) {
      const want = Math.min(this.sizes.chunkBytes, size - filled);
      const { bytesRead } =
        want === 0 ? { bytesRead: 0 } : await handle.read(bytes, filled, want, filled);
      filled += bytesRead;
      const final = bytesRead === 0 || filled === size;
      if (decided && runs === undefined) {
        if (final) break;
        continue;
      }
      stream.scan(filled, final);
      if (!decided && (stream.count > 0 || stream.state !== "items")) {
        decided = true;
        const first =
          stream.count === 0 ? undefined : parsed(bytes, stream.starts[0]!, stream.ends[0]!);
        if (first !== undefined && listsRecords(undefined, first.value)) {
          runs = this.runs = new RecordRuns(bytes, stream, this.pool, this.validation);
          this.settle({
            kind: "records",
            bytes,
            envelope: undefined,
            first: first.value,
            list: stream,
            runs,
          });
        }
      }
      if (runs !== undefined && !this.stopped) {
        cut = this.cut(runs, bytes, stream, cut, final && stream.state === "closed");
        if (cut < 0) notUtf8 = this.stopped = true;
      }
      if (final) break;
    }
    const read = bytes.subarray(0, filled);
    if (runs !== undefined) {
      this.outcome = { bytes: read, wellFormed: stream.state === "closed" && !notUtf8 };
      return;
    }
    this.outcome = { bytes: read, wellFormed: true };
    await this.readWhole(read);
  }

  /**
   * Starts runs of the items found from `from` on, of about runBytes each (all of them when
   * `last`); each run's bytes must be UTF-8. Gives where the next run starts, or -1 when a run
   * is not UTF-8 (the file is then read the general way).
   */
  private cut(
    runs: RecordRuns,
    bytes: Buffer,
    list: ListRanges,
    from: number,
    last: boolean,
  ): number {
    const { starts, ends } = list;
    let first = from;
    for (let index = from; index < starts.length; index++) {
      if (
        ends[index]! - starts[first]! < this.sizes.runBytes &&
        !(last && index === starts.length - 1)
      ) {
        continue;
      }
      if (!isUtf8(bytes.subarray(starts[first], ends[index]))) return -1;
      runs.push(first, index + 1);
      first = index + 1;
    }
    return first;
  }

  /**
   * A document read whole that is no bare array of records: split, and an envelope's records read
   * in runs.
   */
  private async readWhole(bytes: Buffer): Promise<void> {
    const { reading, occurrences } = splitDataFile(bytes);
    const split = reading.split;
    const first =
      split === undefined || split.starts.length === 0
        ? undefined
        : parsed(bytes, split.starts[0]!, split.ends[0]!);
    if (!occurrences || split === undefined || first === undefined) {
      this.settle({ kind: "split", reading });
      return;
    }
    const runs = (this.runs = new RecordRuns(bytes, split, this.pool, this.validation));
    this.settle({
      kind: "records",
      bytes,
      envelope: split.envelope,
      first: first.value,
      list: split,
      runs,
    });
    let from = 0;
    while (from < split.starts.length && !this.stopped) {
      let after = from + 1;
      while (
        after < split.starts.length &&
        split.ends[after]! - split.starts[from]! < this.sizes.runBytes
      )
        after++;
      runs.push(from, after);
      from = after;
      // The collector adds the runs read so far, and the workers' answers come in.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Adds what was read to the collection, in its turn (`file` as the findings name it): each run of
   * records as soon as it and those before it are read; a record that is not JSON ends them with
   * the document's problem (as collectSplitFile says it); a list not well formed to its end, a run
   * not UTF-8 or an unreadable file are read the general way (`general`).
   */
  async addTo(collector: DataCollector, file: string, general: () => Promise<void>): Promise<void> {
    const found = await this.found;
    if (found.kind === "general") return general();
    if (found.kind === "split") {
      if (!collectSplitFile(collector, found.reading, file)) await general();
      return;
    }
    const origin = openRecordList(collector, file, found.envelope, found.first);
    let malformed = false;
    for await (const run of found.runs) {
      if (origin !== undefined && !malformed) {
        collectRecordRun(collector, origin, found.bytes, found.list, run.from, run.result.records);
      }
      if (run.result.malformed) malformed = this.stopped = true;
    }
    if (this.failure !== undefined) throw this.failure;
    const outcome = this.outcome;
    if (outcome === undefined || !outcome.wellFormed) await general();
    else if (malformed) collector.malformed(outcome.bytes, { source: { file } });
  }
}
