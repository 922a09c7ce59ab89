import { isRecord } from "../is-record";
import {
  followPointer,
  getSchema,
  isSchemaName,
  SCHEMA_ID_BASE,
  type JsonSchemaObject,
} from "../schemas";

/** The subschema a pointer names in a schema document; anything else is a schema mistake. */
function subschemaAt(document: JsonSchemaObject, pointer: string): JsonSchemaObject {
  const node = followPointer(document, decodeURIComponent(pointer));
  if (!isRecord(node)) throw new Error(`schema pointer ${pointer} leads to no schema`);
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
    node = subschemaAt(getSchema(name), target.hash.slice(1));
    base = id;
  }
  return { schema: node, baseId: base };
}
