import { followPointer, type JsonSchemaObject, type SchemaFile } from "../schemas";

/** The schema files by `$id`, and the name of each one's OpenAPI component (its title). */
export interface ComponentNames {
  /** Component name (the schema's title) by the schema's `$id`. */
  readonly names: ReadonlyMap<string, string>;
  /** The schema file by its `$id`, for refs into a part of another file. */
  readonly files: ReadonlyMap<string, SchemaFile>;
}

/**
 * Keywords of the JSON Schemas that mean nothing to OpenAPI readers, and `default`: a query
 * parameter's default is the served one (--default-take, --default-order), stated in the
 * parameter's words by the builder, not the schema's.
 */
const DROPPED = new Set(["$schema", "$id", "tsType", "default"]);

function convert(node: unknown, baseId: string, context: ComponentNames): unknown {
  if (Array.isArray(node)) return node.map((item) => convert(item, baseId, context));
  if (typeof node !== "object" || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  // Keywords beside a ref (a description of the parameter) win over the inlined part's.
  const out: Record<string, unknown> =
    typeof ref === "string" ? resolveRef(ref, baseId, context) : {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key) || key === "$ref") continue;
    if (key === "const" || key === "enum" || key.startsWith("x-")) out[key] = value;
    else out[key] = convert(value, baseId, context);
  }
  return out;
}

/**
 * A ref to a whole schema file becomes a ref to its component. A ref into a part of a file
 * (`occurrence-row.json#/properties/estado_id`) is inlined: tools such as Dredd abort on refs
 * that point inside a component, so the document refers to components only.
 */
function resolveRef(ref: string, baseId: string, context: ComponentNames): Record<string, unknown> {
  const target = new URL(ref, baseId);
  const fragment = target.hash.replace(/^#/, "");
  target.hash = "";
  const name = context.names.get(target.href);
  const file = context.files.get(target.href);
  if (name === undefined || file === undefined) {
    throw new Error(`$ref to an unknown schema: ${ref} (from ${baseId})`);
  }
  if (fragment === "" || fragment === "/") return { $ref: `#/components/schemas/${name}` };
  const part = followPointer(file.schema, fragment);
  if (part === undefined) throw new Error(`$ref to a missing part: ${ref} (from ${baseId})`);
  return convert(part, target.href, context) as Record<string, unknown>;
}

/**
 * Turns a schema (or a part of one) into an OpenAPI 3.1 schema object: refs between schema files
 * become refs between components (refs into a part of a file are inlined), and the
 * generator-only keywords go. JSON Schema draft-07 as written here is valid OpenAPI 3.1
 * otherwise.
 */
export function toComponentSchema(
  schema: unknown,
  file: SchemaFile,
  context: ComponentNames,
): JsonSchemaObject {
  const id = file.schema.$id;
  if (typeof id !== "string") throw new Error(`${file.name}: schema without $id`);
  return convert(schema, id, context) as JsonSchemaObject;
}
