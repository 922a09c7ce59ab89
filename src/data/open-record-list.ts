import type { DataCollector } from "./data-collector";
import type { Origin } from "./origin";
import type { Place } from "./verdict-of";

/**
 * Opens a list of occurrence records whose summaries come later, run by run (collectRecordRun),
 * as the file arrives: told from its envelope (undefined for a bare array) and first item as
 * collectSplitFile tells it. Undefined when it is no list of records (counted as ignored, or its
 * problem said): nothing is to be added.
 */
export function openRecordList(
  collector: DataCollector,
  file: string,
  envelope: Record<string, unknown> | undefined,
  first: unknown,
): Origin | undefined {
  const place: Place = { source: { file } };
  const list = collector.listOf(
    envelope === undefined ? [first] : { ...envelope, data: [first] },
    place,
  );
  if (list === undefined || list.kind !== "occurrences") return undefined;
  return { place, pointer: list.pointer };
}
