import { ROW_SCHEMAS } from "../contract";
import { getSchema, schemaId, type JsonSchemaObject, type ValidateOptions } from "../schemas";

/** A v1 list schema whose rows field[] can restrict. */
export type ColumnListSchema = keyof typeof ROW_SCHEMAS;

/** Whether a schema is a v1 list that field[] can restrict. */
export function isColumnListSchema(name: string): name is ColumnListSchema {
  return name in ROW_SCHEMAS;
}

/** The named columns that are columns of the row, once each, in a stable order. */
function namedColumns(
  list: ColumnListSchema,
  columns: readonly string[],
  options: ValidateOptions,
) {
  const rowName = ROW_SCHEMAS[list];
  const row = getSchema(rowName, options);
  const properties = (row.properties ?? {}) as Record<string, unknown>;
  const named = [...new Set(columns)].filter((column) => column in properties).sort();
  const id = schemaId(rowName, options).replace(/\.json$/, `.columns(${named.join(",")}).json`);
  return { rowName, row, properties, named, id };
}

/**
 * The `$id` of the restricted schema for these columns (see restrictRowSchema), without building
 * it: the key under which the one Ajv instance keeps its compiled validator.
 */
export function restrictedRowSchemaId(
  list: ColumnListSchema,
  columns: readonly string[],
  options: ValidateOptions = {},
): string {
  return namedColumns(list, columns, options).id;
}

/**
 * The schema of a v1 list answer to a request with field[] (api-v1.md 4.1: "only the named
 * columns then come back"): an array of rows that hold exactly the named columns, each as the
 * row schema describes it. Names that are no column of the row are left out (a server should
 * refuse them with 400; that is a conformance question, not a body's). The result has its own
 * `$id` next to the row schema's, so relative `$ref`s keep working.
 */
export function restrictRowSchema(
  list: ColumnListSchema,
  columns: readonly string[],
  options: ValidateOptions = {},
): JsonSchemaObject {
  const { rowName, row, properties, named, id } = namedColumns(list, columns, options);
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: id,
    title: `${String(row.title ?? rowName)} restricted to field[] columns`,
    type: "array",
    items: {
      type: "object",
      required: named,
      properties: Object.fromEntries(named.map((column) => [column, properties[column]])),
      additionalProperties: false,
    },
  };
}
