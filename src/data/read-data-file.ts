import { isOccurrenceRecord, isExchangeRecord, isHarLog } from "../capture";
import type { ValidateOptions } from "../schemas";
import type { ListRanges } from "./list-ranges";
import { readRecordChunk, type ChunkResult } from "./read-record-chunk";
import { splitJsonList } from "./split-json-list";
import { verdictOf } from "./verdict-of";

/** A data file's document split around its list, and its records read when it lists records. */
export interface DataFileReading {
  /** The file's bytes (given back: a worker receives and returns them without a copy). */
  readonly bytes: Uint8Array;
  /** splitJsonList's ranges, or undefined when the file is read the general way. */
  readonly split?: ListRanges & { readonly envelope: Record<string, unknown> | undefined };
  /**
   * Its records read (readRecordChunk), when the document is an answer or array of occurrence
   * records (told by its shape and first record, as the collection tells it).
   */
  readonly records?: ChunkResult;
}

/** A data file split (splitDataFile), and whether its items are occurrence records to read. */
export interface SplitDataFile {
  /** The file split, without its records. */
  readonly reading: DataFileReading;
  /** Whether the list holds occurrence records (told by its shape and first record). */
  readonly occurrences: boolean;
}

/**
 * The first half of readDataFile: the file split (splitJsonList) and what its list holds told
 * from its first item, no record read yet (readDataFileInParts reads them in several workers).
 */
export function splitDataFile(bytes: Uint8Array): SplitDataFile {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = splitJsonList(buffer);
  if (found === undefined) return { reading: { bytes }, occurrences: false };
  const { envelope, starts, ends, compact } = found;
  // A HAR log, a recorded exchange or a record with a `data` key: read the general way.
  if (isHarLog(envelope) || isExchangeRecord(envelope) || isOccurrenceRecord(envelope)) {
    return { reading: { bytes }, occurrences: false };
  }
  const split = { envelope, starts, ends, compact };
  let first: unknown = undefined;
  if (starts.length > 0) {
    try {
      first = JSON.parse(buffer.toString("utf8", starts[0], ends[0]));
    } catch {
      return { reading: { bytes, split }, occurrences: false };
    }
  }
  const sample = starts.length === 0 ? [] : [first];
  const verdict = verdictOf(envelope === undefined ? sample : { ...envelope, data: sample }, {
    source: { file: "" },
  });
  const occurrences = "kind" in verdict && verdict.kind === "occurrences";
  return { reading: { bytes, split }, occurrences };
}

/**
 * The work of `serve --data` on one file that can be done anywhere (the main thread or a
 * worker): split it (splitJsonList) and, when it lists occurrence records, parse, validate and
 * summarise each of them. The collection then adds the summaries in the files' order.
 */
export function readDataFile(
  bytes: Uint8Array,
  validation: ValidateOptions | undefined,
): DataFileReading {
  const { reading, occurrences } = splitDataFile(bytes);
  if (!occurrences || reading.split === undefined) return reading;
  const { starts, ends, compact } = reading.split;
  return { ...reading, records: readRecordChunk({ bytes, starts, ends, compact, validation }) };
}
