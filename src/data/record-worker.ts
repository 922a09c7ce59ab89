import { isMainThread, parentPort, type MessagePort } from "node:worker_threads";
import type { ValidateOptions } from "../schemas";
import { isSharedMemory } from "./is-shared-memory";
import type { ListRanges } from "./list-ranges";
import type { DataFileReading } from "./read-data-file";
import { readRecordChunk, type ChunkResult } from "./read-record-chunk";
import { columnBuffers } from "./record-columns";

/** A task sent to a record worker: its number, a file's bytes, and how to validate. */
export interface RecordTask {
  /** The task's number, echoed in the answer. */
  readonly id: number;
  /** The file's bytes (transferred). */
  readonly bytes: Uint8Array;
  /** How records are validated (the profile). */
  readonly validation: ValidateOptions | undefined;
  /** Only these records of the (shared) file, already split: readDataFileInParts. */
  readonly part?: ListRanges;
}

/**
 * A record worker's answer: readDataFile's reading, its records as columns (their buffers
 * transferred: a structured clone of a summary per record cost the main thread about three
 * times a JSON.parse of them, and columns cost it nothing).
 */
export interface RecordAnswer {
  /** The task's number. */
  readonly id: number;
  /** The reading without its records. */
  readonly reading: Omit<DataFileReading, "records">;
  /** The records, when read. */
  readonly records?: ChunkResult;
}

/** The buffers an answer transfers: its records' columns, and the bytes when they are its own. */
function transferOf(answer: RecordAnswer, bytes: Uint8Array): ArrayBuffer[] {
  const own = isSharedMemory(bytes) ? [] : [bytes.buffer as ArrayBuffer];
  return answer.records === undefined ? own : [...own, ...columnBuffers(answer.records.records)];
}

/**
 * One part of a file: its byte range copied out of shared memory (V8 reads a view of it two to
 * three times slower) into the scratch buffer, or read where it is in bytes of its own (a copy
 * of the part, transferred), its records read there.
 */
function readPart(task: RecordTask, part: ListRanges): RecordAnswer {
  const from = part.starts[0] ?? 0;
  const to = part.ends[part.ends.length - 1] ?? from;
  const local = Buffer.from(task.bytes.buffer, task.bytes.byteOffset + from, to - from);
  if (isSharedMemory(task.bytes) && partScratch.length < local.length) {
    partScratch = Buffer.allocUnsafe(local.length);
  }
  const bytes = isSharedMemory(task.bytes)
    ? partScratch.subarray(0, local.copy(partScratch))
    : local;
  const records = readRecordChunk({
    bytes,
    starts: part.starts.map((start) => start - from),
    ends: part.ends.map((end) => end - from),
    compact: part.compact,
    validation: task.validation,
  });
  return { id: task.id, reading: { bytes: task.bytes }, records };
}

/**
 * readDataFile, loaded on the first whole file: a worker that reads only parts of a file (a
 * large one, read as it arrives) never loads what telling a document's kind needs (36 modules,
 * about 5 MB of the process's memory per worker).
 */
function wholeFileReader(): typeof import("./read-data-file").readDataFile {
  return (require("./read-data-file") as typeof import("./read-data-file")).readDataFile;
}

/** The copy of the last part read, reused. */
let partScratch = Buffer.alloc(0);

/**
 * The body of a record worker (the entry RecordPool starts): answers each RecordTask on `port`
 * with a RecordAnswer, the bytes transferred back.
 */
export function serveRecordTasks(port: MessagePort): void {
  // The copy of the last shared file, reused (a new one per file costs page faults).
  let scratch = Buffer.alloc(0);
  port.on("message", (task: RecordTask) => {
    // V8 reads a view of shared memory two to three times slower than a buffer of its own (the
    // split's byte loop, indexOf): the file is read from a copy, which costs a memcpy. Nothing
    // read keeps a reference to the copy (summaries hold strings), so it serves the next file.
    const shared = isSharedMemory(task.bytes);
    if (task.part !== undefined) {
      // A part of its own goes back transferred (no copy), as the file's bytes below.
      const answer = readPart(task, task.part);
      port.postMessage(answer, transferOf(answer, task.bytes));
      return;
    }
    const { byteLength } = task.bytes;
    if (shared && scratch.length < byteLength) scratch = Buffer.allocUnsafe(byteLength);
    const view = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, byteLength);
    const local = shared ? scratch.subarray(0, view.copy(scratch)) : task.bytes;
    const { records, ...read } = wholeFileReader()(local, task.validation);
    // The answer names the bytes given: the shared view (the main thread serves the records
    // from it), or the buffer of its own, going back without a copy.
    const reading = { ...read, bytes: task.bytes };
    const answer: RecordAnswer = {
      id: task.id,
      reading,
      ...(records === undefined ? {} : { records }),
    };
    port.postMessage(answer, transferOf(answer, task.bytes));
  });
}

if (!isMainThread && parentPort !== null) serveRecordTasks(parentPort);
