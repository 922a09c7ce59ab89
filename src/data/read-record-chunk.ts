import type { ValidateOptions } from "../schemas";
import { summarizeRecord, type RecordSummary, type UnservedRecord } from "./summarize-record";

/** A run of occurrence records of one document, by their byte ranges: a worker's task. */
export interface RecordChunk {
  /** Bytes holding the records (the document's, or a copy of the run's range). */
  readonly bytes: Uint8Array;
  /** Start offsets of the records in `bytes`, in order. */
  readonly starts: readonly number[];
  /** End offsets (exclusive). */
  readonly ends: readonly number[];
  /** Whether each record is compact (its bytes are served as they are). */
  readonly compact: readonly boolean[];
  /** How records are validated (the profile). */
  readonly validation: ValidateOptions | undefined;
}

/** What a RecordChunk holds, record by record. */
export interface ChunkResult {
  /** One summary per record read, in order: up to the first that is not JSON. */
  readonly records: (RecordSummary | UnservedRecord)[];
  /** Whether the record after the last summarised is not JSON (the document is malformed). */
  readonly malformed: boolean;
}

/**
 * Parses and summarises (summarizeRecord, validation included) each record of a chunk, the same
 * on the main thread or in a worker; stops at a record that is not JSON.
 */
export function readRecordChunk(chunk: RecordChunk): ChunkResult {
  const { starts, ends, compact, validation } = chunk;
  const bytes = Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
  const records: (RecordSummary | UnservedRecord)[] = [];
  for (let index = 0; index < starts.length; index++) {
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString("utf8", starts[index], ends[index]));
    } catch {
      return { records, malformed: true };
    }
    records.push(summarizeRecord(value, compact[index] === true, validation));
  }
  return { records, malformed: false };
}
