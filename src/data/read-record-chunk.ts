import type { ValidateOptions } from "../schemas";
import { decodeUtf8 } from "./decode-utf8";
import type { ListRanges } from "./list-ranges";
import { RecordColumnsBuilder, type RecordColumns } from "./record-columns";
import { summarizeRecord } from "./summarize-record";

/** A run of occurrence records of one document, by their byte ranges in `bytes`: a worker's task. */
export interface RecordChunk extends ListRanges {
  /** Bytes holding the records (the document's, or a copy of the run's range). */
  readonly bytes: Uint8Array;
  /** How records are validated (the profile). */
  readonly validation: ValidateOptions | undefined;
}

/** What a RecordChunk holds, record by record. */
export interface ChunkResult {
  /** The summaries of the records read, in order, as columns: up to the first that is not JSON. */
  readonly records: RecordColumns;
  /** Whether the record after the last summarised is not JSON (the document is malformed). */
  readonly malformed: boolean;
}

/**
 * Bytes of records decoded and parsed at once. One JSON.parse of many records costs less than
 * one per record, and a run of this size keeps few parsed objects alive at a time (they die
 * young, as soon as their run is summarised).
 */
export const RUN_BYTES = 64 * 1024;

/**
 * The records from `first` to `last` parsed at once: the bytes between two items of a list are
 * a comma and whitespace, so `[` + their span + `]` is the JSON array of exactly those records
 * when each is JSON. Undefined when it does not parse (some record is not JSON).
 */
function parseRun(bytes: Buffer, from: number, to: number): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(`[${decodeUtf8(bytes.subarray(from, to))}]`);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses and summarises (summarizeRecord, validation included) each record of a chunk, the same
 * on the main thread or in a worker; stops at a record that is not JSON. Records are parsed in
 * runs of about RUN_BYTES; a run that does not parse is parsed record by record, which finds
 * the first record that is not JSON.
 */
export function readRecordChunk(chunk: RecordChunk): ChunkResult {
  const { starts, ends, compact, validation } = chunk;
  const bytes = Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
  const records = new RecordColumnsBuilder(starts.length);
  let index = 0;
  while (index < starts.length) {
    let last = index;
    while (last + 1 < starts.length && ends[last + 1]! - starts[index]! <= RUN_BYTES) last++;
    const values = parseRun(bytes, starts[index]!, ends[last]!);
    if (values !== undefined && values.length === last - index + 1) {
      for (const value of values) {
        records.push(summarizeRecord(value, compact[index] === true, validation));
        index++;
      }
      continue;
    }
    for (; index <= last; index++) {
      const value = parseRun(bytes, starts[index]!, ends[index]!);
      if (value === undefined || value.length !== 1) {
        return { records: records.build(), malformed: true };
      }
      records.push(summarizeRecord(value[0], compact[index] === true, validation));
    }
  }
  return { records: records.build(), malformed: false };
}
