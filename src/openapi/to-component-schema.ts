import type { JsonSchemaObject, SchemaFile } from "../schemas";

/** Maps a schema's `$id` to the name of its OpenAPI component (the schema's title). */
export type ComponentNames = ReadonlyMap<string, string>;

/** Keywords of the JSON Schemas that mean nothing to OpenAPI readers. */
const DROPPED = new Set(["$schema", "$id", "tsType"]);

function rewriteRef(ref: string, baseId: string, names: ComponentNames): string {
  const target = new URL(ref, baseId);
  const fragment = target.hash.replace(/^#/, "");
  target.hash = "";
  const name = names.get(target.href);
  if (name === undefined) throw new Error(`$ref to an unknown schema: ${ref} (from ${baseId})`);
  return `#/components/schemas/${name}${fragment}`;
}

function convert(node: unknown, baseId: string, names: ComponentNames): unknown {
  if (Array.isArray(node)) return node.map((item) => convert(item, baseId, names));
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    if (key === "$ref" && typeof value === "string") out.$ref = rewriteRef(value, baseId, names);
    else if (key === "const" || key === "enum" || key.startsWith("x-")) out[key] = value;
    else out[key] = convert(value, baseId, names);
  }
  return out;
}

/**
 * Turns a schema (or a part of one) into an OpenAPI 3.1 schema object: refs between schema files
 * become refs between components, and the generator-only keywords go. JSON Schema draft-07 as
 * written here is valid OpenAPI 3.1 otherwise.
 */
export function toComponentSchema(
  schema: unknown,
  file: SchemaFile,
  names: ComponentNames,
): JsonSchemaObject {
  const id = file.schema.$id;
  if (typeof id !== "string") throw new Error(`${file.name}: schema without $id`);
  return convert(schema, id, names) as JsonSchemaObject;
}
