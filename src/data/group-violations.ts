import type { SchemaName, Violation } from "../schemas";
import { genericPointer } from "../report";
import { formatLabel } from "../validation/detect-entry";
import type { DataCollection } from "./data-collection";
import type { Place } from "./verdict-of";

/**
 * Adds violations to the collection's groups (by file, generic pointer and rule), keeping the
 * first place of each group; `pointer` is where the checked value sits in its body.
 */
export function groupViolations(
  data: DataCollection,
  schema: SchemaName,
  violations: readonly Violation[],
  place: Place,
  pointer: string,
): void {
  for (const violation of violations) {
    const path = `${pointer}${violation.path}`;
    const rule = `${schema} ${genericPointer(violation.path)} [${violation.rule}]`;
    const key = `${place.source.file}\u0000${rule}`;
    const group = data.violations.get(key);
    if (group !== undefined) group.count++;
    else {
      const first = `${formatLabel(place)} ${path || "/"} [${violation.rule}]: ${violation.message}`;
      data.violations.set(key, { count: 1, first, schema, key: rule });
    }
  }
}
