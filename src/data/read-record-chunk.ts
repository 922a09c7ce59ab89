import type { ValidateOptions } from "../schemas";
import { decodeUtf8 } from "./decode-utf8";
import type { ListRanges } from "./list-ranges";
import { RecordColumnsBuilder, type RecordColumns } from "./record-columns";
import { summarizeRecord } from "./summarize-record";

/**
 * A run of occurrence records of one document, by their byte ranges in `bytes`: a worker's task.
 */
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
 * young, as soon as their run is summarised). V8 doubles a thread's young generation once the
 * bytes surviving its scavenges add up to its size: with 64 KiB the main thread's run alive at
 * each scavenge was enough, over the 178 MB file, to double it (16 MB more peak RSS); 16 KiB
 * costs no measurable time (bench:ready).
 */
export const RUN_BYTES = 16 * 1024;

/** `[`, `]`. */
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * The buffer a run is copied into between brackets, reused; a run larger than a few RUN_BYTES
 * (one huge record) gets a buffer of its own, so that this one stays small.
 */
const scratch = Buffer.allocUnsafeSlow(4 * RUN_BYTES);

/** `[` + the bytes from `from` to `to` + `]`, in the scratch buffer when they fit. */
function bracketed(bytes: Buffer, from: number, to: number): Buffer {
  const size = to - from + 2;
  const out = size <= scratch.length ? scratch : Buffer.allocUnsafeSlow(size);
  out[0] = OPEN_BRACKET;
  bytes.copy(out, 1, from, to);
  out[size - 1] = CLOSE_BRACKET;
  return out.subarray(0, size);
}

/**
 * The records from `first` to `last` parsed at once: the bytes between two items of a list are
 * a comma and whitespace, so `[` + their span + `]` is the JSON array of exactly those records
 * when each is JSON. Undefined when it does not parse (some record is not JSON). The brackets
 * are put around the bytes, not the decoded text: a string built of three would be copied whole
 * again by JSON.parse (a tenth of all a load allocates).
 */
function parseRun(bytes: Buffer, from: number, to: number): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(decodeUtf8(bracketed(bytes, from, to)));
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
        records.push(summarizeRecord(value, compact[index] === 1, validation));
        index++;
      }
      continue;
    }
    for (; index <= last; index++) {
      const value = parseRun(bytes, starts[index]!, ends[index]!);
      if (value === undefined || value.length !== 1) {
        return { records: records.build(), malformed: true };
      }
      records.push(summarizeRecord(value[0], compact[index] === 1, validation));
    }
  }
  return { records: records.build(), malformed: false };
}
