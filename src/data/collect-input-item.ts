import type { InputItem } from "../capture";
import { formatFinding } from "../validation/detect-entry";
import type { DataCollector } from "./data-collector";
import { endpointOf, type Place } from "./verdict-of";

/**
 * Adds one item read the general way (readFiles): a body's records, cities or states, or its
 * problem.
 */
export function collectInputItem(collector: DataCollector, item: InputItem): void {
  const file = collector.sourceOf(item.source.file);
  switch (item.kind) {
    case "unreadable":
      collector.data.problems.push(`${item.source.file}: cannot read: ${item.reason}`);
      return;
    case "skipped":
      file.ignored++;
      return;
    case "malformed":
      if (item.exchange !== undefined && endpointOf(item.exchange) === undefined) {
        file.ignored++;
        return;
      }
      collector.data.problems.push(formatFinding({ ...item, status: "malformed", violations: [] }));
      return;
    case "body":
      addBody(collector, item.body, {
        source: item.source,
        ...(item.exchange ? { exchange: item.exchange } : {}),
      });
  }
}

function addBody(collector: DataCollector, body: unknown, place: Place): void {
  const list = collector.listOf(body, place);
  if (list === undefined) return;
  const items =
    list.pointer === undefined
      ? [body]
      : list.pointer === ""
        ? (body as unknown[])
        : ((body as Record<string, unknown>).data as unknown[]);
  collector.addItems(
    list.kind,
    items.length,
    (index) => ({ value: items[index] }),
    place,
    list.pointer,
  );
}
