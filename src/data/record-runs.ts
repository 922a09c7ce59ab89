import type { ValidateOptions } from "../schemas";
import { readRecordChunk, type ChunkResult } from "./read-record-chunk";
import type { ListRanges } from "./list-ranges";
import type { RecordPool } from "./record-pool";
import { SpareBuffers } from "./spare-buffers";

/**
 * Tasks a worker may hold before the next run is read on the main thread instead. While the main
 * thread reads a run (a few milliseconds) it sends nothing: with two held the worker ran dry and
 * waited, with four it does not (100,000 records ready about 8% sooner, for 4 MiB more of run
 * copies in flight; bench:ready).
 */
export const RUNS_AHEAD = 4;

/** One run of a list's records, read: items `from` to `after` (exclusive) and their summaries. */
export interface ReadRun {
  /** The index in the list of its first record. */
  readonly from: number;
  /** The summaries, in order, up to the first record that is not JSON. */
  readonly result: ChunkResult;
}

/**
 * The records of one list, read run by run as their ranges are found: each run goes to a worker
 * when one holds fewer than RUNS_AHEAD tasks (a copy of its bytes, transferred), else it is read
 * on the main thread at once; the two cores work together, and the main thread reads only when
 * the workers are busy. The runs are given back in order (iterate), whoever read them.
 */
export class RecordRuns implements AsyncIterable<ReadRun> {
  /**
   * The runs pushed; each is let go once given back (its summaries then live in the collection).
   */
  private readonly runs: ({
    readonly from: number;
    readonly result: Promise<ChunkResult>;
  } | null)[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  /** Buffers the workers gave back, for the next copies. */
  private readonly spare = new SpareBuffers(RUNS_AHEAD);

  /** `bytes` holds the file (the list's ranges are offsets into it). */
  constructor(
    private readonly bytes: Buffer,
    private readonly list: ListRanges,
    private readonly pool: RecordPool | undefined,
    private readonly validation: ValidateOptions | undefined,
  ) {}

  /** Reads items `from` to `after` (exclusive) of the list. */
  push(from: number, after: number): void {
    const { starts, ends, compact } = this.list;
    const here = (): ChunkResult =>
      readRecordChunk({
        bytes: this.bytes,
        starts: starts.slice(from, after),
        ends: ends.slice(from, after),
        compact: compact.slice(from, after),
        validation: this.validation,
      });
    let result: Promise<ChunkResult>;
    if (this.pool !== undefined && this.pool.fewestTasks < RUNS_AHEAD) {
      const begin = starts[from]!;
      const copy = this.spare.copyOf(this.bytes.subarray(begin, ends[after - 1]));
      const part = {
        starts: starts.slice(from, after).map((start) => start - begin),
        ends: ends.slice(from, after).map((end) => end - begin),
        compact: compact.slice(from, after),
      };
      // A worker that fails loses its run: it is read here.
      result = this.pool
        .readPart(copy, part, this.validation, (buffer) => this.spare.giveBack(buffer))
        .catch(here);
    } else result = Promise.resolve(here());
    this.runs.push({ from, result });
    this.wake?.();
  }

  /** No run comes after those pushed. */
  end(): void {
    this.ended = true;
    // The copies' spare buffers are let go now, not when the load ends (at its peak of memory).
    this.spare.close();
    this.wake?.();
  }

  /** Each run read, in order, as soon as it and those before it are. */
  async *[Symbol.asyncIterator](): AsyncIterator<ReadRun> {
    for (let index = 0; ; index++) {
      while (index >= this.runs.length && !this.ended) {
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
      const run = this.runs[index];
      if (run === undefined || run === null) return;
      this.runs[index] = null;
      yield { from: run.from, result: await run.result };
    }
  }
}
