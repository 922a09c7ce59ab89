import type { SchemaName, ValidateOptions, Violation } from "../schemas";
import { SCHEMA_ID_BASE } from "../schemas";
import { detectV2Item } from "./detect-v2-item";
import { validateBody } from "./validate-body";

/**
 * Validates a bare array of v2 items (a fixture file) item by item against the items' schema,
 * each violation's path starting with the item's index (`/3/latitude`). An item of another kind
 * (a city among occurrences) is one violation at its index, rule `kind`, naming both kinds,
 * rather than a list of every field the wrong schema misses. Anything but an array is one `type`
 * violation at the root.
 */
export function validateEachItem(
  body: unknown,
  schema: SchemaName,
  options: ValidateOptions = {},
): Violation[] {
  if (!Array.isArray(body)) {
    return [
      {
        path: "",
        rule: "type",
        message: `must be an array of ${schema} items`,
        schemaPath: `${SCHEMA_ID_BASE}${schema}.json`,
      },
    ];
  }
  return body.flatMap((item: unknown, index): Violation[] => {
    const kind = detectV2Item(item);
    if (kind !== undefined && kind.schema !== schema) {
      return [
        {
          path: `/${index}`,
          rule: "kind",
          message: `a ${kind.schema} item in an array of ${schema} items (one array holds one kind)`,
          schemaPath: `${SCHEMA_ID_BASE}${schema}.json`,
        },
      ];
    }
    return validateBody(item, { schema }, options).map((violation) => ({
      ...violation,
      path: `/${index}${violation.path}`,
    }));
  });
}
