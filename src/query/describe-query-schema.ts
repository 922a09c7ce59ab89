import { getSchema, schemaId, type JsonSchemaObject } from "../schemas";
import { QUERY_VALUE_TYPES, type QueryProperty, type QueryValueType } from "./query-property";
import type { QuerySchemaName } from "./query-schema-name";
import { resolveSchemaRef } from "./resolve-schema-ref";

/** A query schema read once: its parameters by name. */
export interface QuerySchemaDescription {
  /** The schema's name, e.g. `query/v2-occurrences`. */
  readonly name: QuerySchemaName;
  /** Every parameter the endpoint accepts, by name, in schema order. */
  readonly properties: ReadonlyMap<string, QueryProperty>;
}

function typesOf(schema: JsonSchemaObject): QueryValueType[] {
  const raw = schema.type;
  const listed = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return QUERY_VALUE_TYPES.filter((type) => listed.includes(type));
}

function describeProperty(name: string, property: JsonSchemaObject, baseId: string): QueryProperty {
  // x-accepted sits beside a $ref, so read it before following the reference.
  const accepted = property["x-accepted"];
  if (typeof accepted !== "string") throw new Error(`query parameter ${name} has no x-accepted`);
  const { schema, baseId: base } = resolveSchemaRef(property, baseId);
  const repeatable = schema.type === "array";
  const items = schema.items;
  const valueSchema =
    repeatable && typeof items === "object" && items !== null && !Array.isArray(items)
      ? resolveSchemaRef(items as JsonSchemaObject, base).schema
      : schema;
  return { name, repeatable, types: typesOf(valueSchema), accepted };
}

const cache = new Map<QuerySchemaName, QuerySchemaDescription>();

/**
 * Reads a query schema (schemas/query/*.json): each property is a parameter; an array property
 * may be repeated; `$ref`s are followed to find the value types. Cached per schema.
 */
export function describeQuerySchema(name: QuerySchemaName): QuerySchemaDescription {
  const known = cache.get(name);
  if (known !== undefined) return known;
  const schema = getSchema(name);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchemaObject>;
  const described: QuerySchemaDescription = {
    name,
    properties: new Map(
      Object.entries(properties).map(([key, property]) => [
        key,
        describeProperty(key, property, schemaId(name)),
      ]),
    ),
  };
  cache.set(name, described);
  return described;
}
