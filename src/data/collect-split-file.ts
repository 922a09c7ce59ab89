import { collectRecordRun } from "./collect-record-run";
import type { DataCollector } from "./data-collector";
import type { Origin } from "./origin";
import type { ParsedItem } from "./parsed-item";
import type { DataFileReading } from "./read-data-file";
import type { Place } from "./verdict-of";

/**
 * Adds a document split by splitJsonList: each item is parsed from its own slice (small,
 * short-lived objects) and a compact item keeps its slice as its served text, byte for byte.
 * The records of an answer or array of occurrences come read (readDataFile, maybe in a
 * worker) as summaries. False, having added nothing, when readDataFile left it to the
 * general reading (no split: not a list, a HAR log, a recorded exchange or a record).
 */
export function collectSplitFile(
  collector: DataCollector,
  reading: DataFileReading,
  file: string,
): boolean {
  const { split } = reading;
  if (split === undefined) return false;
  const { envelope, starts, ends, compact } = split;
  const bytes = Buffer.from(
    reading.bytes.buffer,
    reading.bytes.byteOffset,
    reading.bytes.byteLength,
  );
  const place: Place = { source: { file } };
  const itemAt = (index: number): ParsedItem | undefined => {
    const start = starts[index]!;
    const end = ends[index]!;
    try {
      const value: unknown = JSON.parse(bytes.toString("utf8", start, end));
      return compact[index] === 1 ? { value, text: { bytes, start, end } } : { value };
    } catch {
      return undefined;
    }
  };
  const first = starts.length === 0 ? undefined : itemAt(0);
  if (starts.length > 0 && first === undefined) {
    collector.malformed(bytes, place);
    return true;
  }
  // What the list holds is told from its first item, as for a parsed body.
  const sample = first === undefined ? [] : [first.value];
  const list = collector.listOf(
    envelope === undefined ? sample : { ...envelope, data: sample },
    place,
  );
  if (list === undefined) return true;
  if (list.kind !== "occurrences" || reading.records === undefined) {
    const at = (index: number) => (index === 0 ? first : itemAt(index));
    const ok = collector.addItems(list.kind, starts.length, at, place, list.pointer);
    if (!ok) collector.malformed(bytes, place);
    return true;
  }
  const origin: Origin = { place, pointer: list.pointer };
  const { records, malformed } = reading.records;
  collectRecordRun(collector, origin, bytes, split, 0, records);
  if (malformed) collector.malformed(bytes, place);
  return true;
}
