import { getSchema } from "../schemas";
import type { QuerySchemaName } from "./query-schema-name";

/**
 * The allowed values of a query parameter, as its schema (schemas/query/) lists them in `enum`:
 * the one statement of them, which the parser, the OpenAPI document and the CLI's choices share.
 * Throws when the parameter has no enum of strings (a mistake in the schemas).
 */
export function queryEnum<T extends string>(
  name: QuerySchemaName,
  parameter: string,
): readonly T[] {
  const properties = getSchema(name).properties as
    Record<string, { readonly enum?: unknown }> | undefined;
  const values = properties?.[parameter]?.enum;
  if (!Array.isArray(values) || !values.every((value) => typeof value === "string")) {
    throw new Error(`${name}: parameter ${parameter} has no enum of strings`);
  }
  return Object.freeze([...values]) as readonly T[];
}
