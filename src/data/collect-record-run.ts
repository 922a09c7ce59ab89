import type { DataCollector } from "./data-collector";
import type { ListRanges } from "./list-ranges";
import type { Origin } from "./origin";
import type { RecordColumns } from "./record-columns";

/**
 * Adds the summaries of a run of a list's records, the first being item `from` of the list
 * (split's ranges, in `bytes`): a compact record is served as its very bytes.
 */
export function collectRecordRun(
  collector: DataCollector,
  origin: Origin,
  bytes: Buffer,
  split: ListRanges,
  from: number,
  records: RecordColumns,
): void {
  const { starts, ends, compact } = split;
  collector.addColumns(origin, records, from, (index) =>
    compact[index] === 1 ? { bytes, start: starts[index]!, end: ends[index]! } : undefined,
  );
}
