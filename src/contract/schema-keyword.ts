import { SCHEMA_FILES } from "../generated/schema-files";
import type { SchemaName } from "../generated/schema-names";

/** A plain JSON object (not an array), as schemas hold them. */
function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * One keyword of one property of a bundled schema, e.g. `default` of `take` in
 * `query/v2-occurrences`: how the contract reads a default, a limit or a constant from the
 * schemas instead of writing it again. Throws when the schema does not state it (a schema edit
 * that drops it must fail at once, not serve `undefined`).
 */
export function schemaKeyword(schema: SchemaName, property: string, keyword: string): unknown {
  const file = SCHEMA_FILES.find((candidate) => candidate.name === schema);
  const properties = file?.schema.properties;
  const node = isObject(properties) ? properties[property] : undefined;
  const value = isObject(node) ? node[keyword] : undefined;
  if (value === undefined) throw new Error(`${schema} states no ${keyword} for ${property}`);
  return value;
}

/** A keyword that must be a number (a `default` or `maximum` of an integer parameter). */
export function numberKeyword(schema: SchemaName, property: string, keyword: string): number {
  const value = schemaKeyword(schema, property, keyword);
  if (typeof value !== "number") throw new Error(`${schema} ${property}.${keyword} is no number`);
  return value;
}

/** A keyword that must be a string (a `const` message, a `default` of an enum parameter). */
export function stringKeyword(schema: SchemaName, property: string, keyword: string): string {
  const value = schemaKeyword(schema, property, keyword);
  if (typeof value !== "string") throw new Error(`${schema} ${property}.${keyword} is no string`);
  return value;
}
