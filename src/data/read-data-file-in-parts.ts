import type { ValidateOptions } from "../schemas";
import { splitDataFile, type DataFileReading } from "./read-data-file";
import { joinRecordColumns } from "./join-record-columns";
import type { RecordPool } from "./record-pool";
import { isSharedMemory } from "./is-shared-memory";

/**
 * Bytes of records per part: small enough that every worker gets several parts of one large
 * file (and the first come back early), large enough that a part's message costs little.
 */
export const PART_BYTES = 8 * 1024 * 1024;

/** Files of at least this many bytes are read in parts (smaller ones go to one worker whole). */
export const PARTS_FROM_BYTES = 2 * PART_BYTES;

/** Cuts a list's items into runs of about `size` bytes, as [first, after last) index pairs. */
export function partsOf(
  starts: ArrayLike<number>,
  ends: ArrayLike<number>,
  size = PART_BYTES,
): [number, number][] {
  const parts: [number, number][] = [];
  let first = 0;
  for (let index = 0; index < starts.length; index++) {
    if (ends[index]! - starts[first]! >= size || index === starts.length - 1) {
      parts.push([first, index + 1]);
      first = index + 1;
    }
  }
  return parts;
}

/**
 * readDataFile for one large file in shared memory, with every worker at work on it: the file
 * split here (splitDataFile: a byte scan, no parsing), then its records cut into parts of about
 * PART_BYTES, all sent at once to the pool (each to the worker with the fewest tasks), their
 * summaries put back in order. A malformed part ends the records there, as readRecordChunk
 * does. Rejects when a worker fails or the bytes are not shared (the caller reads the file on
 * the main thread).
 */
export async function readDataFileInParts(
  bytes: Uint8Array,
  pool: RecordPool,
  validation: ValidateOptions | undefined,
  partBytes = PART_BYTES,
): Promise<DataFileReading> {
  // Every part is read from the one file: a buffer of its own would be given up with the first.
  if (!isSharedMemory(bytes)) throw new Error("a file is read in parts from shared memory only");
  const { reading, occurrences } = splitDataFile(bytes);
  if (!occurrences || reading.split === undefined) return reading;
  const { starts, ends, compact } = reading.split;
  const results = await Promise.all(
    partsOf(starts, ends, partBytes).map(([first, after]) =>
      pool.readPart(
        bytes,
        {
          starts: starts.slice(first, after),
          ends: ends.slice(first, after),
          compact: compact.slice(first, after),
        },
        validation,
      ),
    ),
  );
  // A malformed part ends the records: the parts after it are left out.
  const malformed = results.findIndex((result) => result.malformed);
  const read = malformed < 0 ? results : results.slice(0, malformed + 1);
  const records = joinRecordColumns(read.map((result) => result.records));
  return { ...reading, records: { records, malformed: malformed >= 0 } };
}
