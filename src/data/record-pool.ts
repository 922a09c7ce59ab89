import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import type { ValidateOptions } from "../schemas";
import type { DataFileReading } from "./read-data-file";
import { isSharedMemory } from "./is-shared-memory";
import type { ChunkResult } from "./read-record-chunk";
import type { ListRanges } from "./list-ranges";
import type { RecordAnswer, RecordTask } from "./record-worker";

/** A task waiting for its worker's answer. */
interface Waiting {
  readonly resolve: (result: DataFileReading) => void;
  readonly reject: (error: Error) => void;
}

/** One worker and the tasks it has been given. */
interface PoolWorker {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
  alive: boolean;
}

/**
 * The worker's entry: the built JavaScript next to this file (dist/data/record-worker.js), or,
 * when this file runs as TypeScript (tests, benchmarks through ts-node), the TypeScript entry
 * compiled on the fly by ts-node (a development dependency, never needed by the package).
 */
function startWorker(): Worker {
  // Each worker parses records into short-lived objects and keeps little (the schemas, one
  // run's summaries): a young generation of 12 MB holds its memory down at no measured cost
  // in time (32 MB: 35 to 65 MB more peak RSS on the 178 MB file). The old generation is not
  // capped: a record with a string of 90 MB then made V8 abort the whole process, not the worker.
  const resourceLimits = { maxYoungGenerationSizeMb: 12 };
  if (!__filename.endsWith(".ts")) {
    // The process's own options (`-r` preloads such as ts-node or an agent) are not the
    // worker's business: each would load again in every worker, costing time and memory.
    return new Worker(join(__dirname, "record-worker.js"), { resourceLimits, execArgv: [] });
  }
  const entry = join(__dirname, "record-worker.ts");
  const code = [
    `const tsNode = require(require.resolve("ts-node", { paths: [${JSON.stringify(dirname(entry))}] }));`,
    `tsNode.register({ transpileOnly: true, projectSearchDir: ${JSON.stringify(dirname(entry))} });`,
    `require(${JSON.stringify(entry)});`,
  ].join("\n");
  return new Worker(code, { eval: true, resourceLimits });
}

/**
 * Worker threads that read data files (readDataFile: split, and the records parsed, validated and
 * summarised): each file goes to the worker with the fewest tasks. A worker that fails or exits
 * rejects its tasks (the caller reads them on the main thread) and gets no more.
 */
export class RecordPool {
  private readonly workers: PoolWorker[] = [];
  private nextId = 0;
  /** Set by closeWhenIdle. */
  private closing = false;

  /** Starts `size` workers (at least one). */
  constructor(size: number) {
    for (let i = 0; i < Math.max(1, size); i++) {
      const entry: PoolWorker = { worker: startWorker(), waiting: new Map(), alive: true };
      const fail = (error: Error) => {
        entry.alive = false;
        for (const waiting of entry.waiting.values()) waiting.reject(error);
        entry.waiting.clear();
      };
      entry.worker.on("message", (answer: RecordAnswer) => {
        const waiting = entry.waiting.get(answer.id);
        entry.waiting.delete(answer.id);
        const { reading, records } = answer;
        waiting?.resolve(records === undefined ? reading : { ...reading, records });
        if (this.closing && entry.waiting.size === 0) this.stop(entry);
      });
      entry.worker.on("error", fail);
      entry.worker.on("exit", (code) => fail(new Error(`record worker exited (${code})`)));
      this.workers.push(entry);
    }
  }

  /**
   * Reads a file's bytes in a worker (readDataFile). They are transferred, and come back in the
   * answer. Rejects when no worker is alive or the worker fails.
   */
  read(bytes: Uint8Array, validation: ValidateOptions | undefined): Promise<DataFileReading> {
    // Shared bytes are seen by the worker as they are. Otherwise only a buffer of its own is
    // transferred: a small file's may share Node's buffer pool.
    const shared = isSharedMemory(bytes);
    const own =
      shared || (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength)
        ? bytes
        : new Uint8Array(bytes);
    const task: RecordTask = { id: this.nextId++, bytes: own, validation };
    return this.post(task, shared ? [] : [own.buffer as ArrayBuffer]);
  }

  /**
   * Reads one part of a file (its records, already split) in a worker: from shared memory, or
   * from bytes of their own (a copy of the part at the start of a buffer the caller gives up
   * whole: it is transferred, and handed to `giveBack` once the worker sends it back, for the
   * next copy). Rejects when no worker is alive or the worker fails.
   */
  async readPart(
    bytes: Uint8Array,
    part: ListRanges,
    validation: ValidateOptions | undefined,
    giveBack?: (buffer: ArrayBuffer) => void,
  ): Promise<ChunkResult> {
    const shared = isSharedMemory(bytes);
    if (!shared && bytes.byteOffset !== 0) {
      throw new Error("a part not in shared memory starts a buffer of its own");
    }
    const transfer = shared ? [] : [bytes.buffer as ArrayBuffer];
    const reading = await this.post({ id: this.nextId++, bytes, validation, part }, transfer);
    if (!shared) giveBack?.(reading.bytes.buffer as ArrayBuffer);
    if (reading.records === undefined) throw new Error("a record worker read no records");
    return reading.records;
  }

  /** The tasks of the alive worker with the fewest (Infinity when none is alive). */
  get fewestTasks(): number {
    let fewest = Infinity;
    for (const entry of this.workers) {
      if (entry.alive) fewest = Math.min(fewest, entry.waiting.size);
    }
    return fewest;
  }

  /** Sends a task to the worker with the fewest tasks. */
  private post(task: RecordTask, transfer: ArrayBuffer[]): Promise<DataFileReading> {
    let chosen: PoolWorker | undefined;
    for (const entry of this.workers) {
      if (entry.alive && (chosen === undefined || entry.waiting.size < chosen.waiting.size)) {
        chosen = entry;
      }
    }
    if (chosen === undefined) return Promise.reject(new Error("no record worker alive"));
    const target = chosen;
    return new Promise<DataFileReading>((resolve, reject) => {
      target.waiting.set(task.id, { resolve, reject });
      target.worker.postMessage(task, transfer);
    });
  }

  /**
   * Stops each worker as soon as it has answered its tasks (no more are coming): its memory is
   * given back while the main thread adds the last runs, rather than after. A task sent after
   * this is refused (read on the main thread).
   */
  closeWhenIdle(): void {
    this.closing = true;
    for (const entry of this.workers) if (entry.waiting.size === 0) this.stop(entry);
  }

  /** Stops one worker (its end is not waited for). */
  private stop(entry: PoolWorker): void {
    if (!entry.alive) return;
    entry.alive = false;
    void entry.worker.terminate().catch(() => undefined);
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(
      this.workers.map((entry) => {
        entry.alive = false;
        return entry.worker.terminate();
      }),
    );
  }
}
