import { getSchema, isSchemaName, SCHEMA_ID_BASE, type JsonSchemaObject } from "../schemas";

function isObject(value: unknown): value is JsonSchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function followPointer(document: JsonSchemaObject, pointer: string): JsonSchemaObject {
  let node: unknown = document;
  for (const token of pointer.split("/").slice(1)) {
    const key = decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~");
    node = isObject(node) ? node[key] : undefined;
  }
  if (!isObject(node)) throw new Error(`schema pointer ${pointer} leads to no schema`);
  return node;
}

/**
 * Follows `$ref`s from a subschema until it reaches one without, resolving each relative to the
 * `$id` of the document that holds it. Returns the final subschema and the `$id` it lives in.
 * Only the project's own schemas are reachable (the one Ajv instance holds them all).
 */
export function resolveSchemaRef(
  schema: JsonSchemaObject,
  baseId: string,
): { readonly schema: JsonSchemaObject; readonly baseId: string } {
  let node = schema;
  let base = baseId;
  for (let depth = 0; typeof node.$ref === "string"; depth += 1) {
    if (depth > 16) throw new Error(`$ref chain too long at ${base}`);
    const target = new URL(node.$ref, base);
    const id = `${target.origin}${target.pathname}`;
    const name = id.startsWith(SCHEMA_ID_BASE)
      ? id.slice(SCHEMA_ID_BASE.length, -".json".length)
      : "";
    if (!isSchemaName(name)) throw new Error(`$ref to a schema outside schemas/: ${node.$ref}`);
    node = followPointer(getSchema(name), target.hash.slice(1));
    base = id;
  }
  return { schema: node, baseId: base };
}
