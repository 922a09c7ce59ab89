import { isMainThread, parentPort, type MessagePort } from "node:worker_threads";
import type { ValidateOptions } from "../schemas";
import { toChunkJson } from "./chunk-json";
import { isSharedMemory } from "./is-shared-memory";
import { readDataFile, type DataFileReading } from "./read-data-file";

/** A task sent to a record worker: its number, a file's bytes, and how to validate. */
export interface RecordTask {
  /** The task's number, echoed in the answer. */
  readonly id: number;
  /** The file's bytes (transferred). */
  readonly bytes: Uint8Array;
  /** How records are validated (the profile). */
  readonly validation: ValidateOptions | undefined;
}

/** A record worker's answer: readDataFile's reading, its records as toChunkJson's text. */
export interface RecordAnswer {
  /** The task's number. */
  readonly id: number;
  /** The reading without its records. */
  readonly reading: Omit<DataFileReading, "records">;
  /** The records, when read. */
  readonly records?: string;
}

/**
 * The body of a record worker (the entry RecordPool starts): answers each RecordTask on `port`
 * with a RecordAnswer, the bytes transferred back.
 */
export function serveRecordTasks(port: MessagePort): void {
  port.on("message", (task: RecordTask) => {
    const { records, ...reading } = readDataFile(task.bytes, task.validation);
    const answer: RecordAnswer = {
      id: task.id,
      reading,
      ...(records === undefined ? {} : { records: toChunkJson(records) }),
    };
    // Bytes in shared memory stay where they are; others go back without a copy.
    const { bytes } = reading;
    port.postMessage(answer, isSharedMemory(bytes) ? [] : [bytes.buffer as ArrayBuffer]);
  });
}

if (!isMainThread && parentPort !== null) serveRecordTasks(parentPort);
