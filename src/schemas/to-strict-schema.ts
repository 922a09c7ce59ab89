import { isRecord } from "../is-record";
import { SCHEMA_ID_BASE, type JsonSchemaObject } from "./schema-file";

/** Base of the `$id`s of the strict variants: `…/schemas/strict/v2/occurrence.json`. */
export const STRICT_ID_BASE = `${SCHEMA_ID_BASE}strict/`;

function tighten(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tighten);
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // const, enum and the annotations hold data, not subschemas.
    out[key] = key === "const" || key === "enum" || key.startsWith("x-") ? value : tighten(value);
  }
  const closesHere =
    isRecord(node.properties) && !("additionalProperties" in node) && !("x-unspecified" in node);
  if (closesHere) out.additionalProperties = false;
  return out;
}

/**
 * The strict variant of a schema (used by `--strict`): every object whose fields the spec lists
 * rejects fields it does not list. Shapes the spec leaves unspecified stay open. Relative `$ref`s
 * keep working because the `$id` moves into a parallel `strict/` tree.
 */
export function toStrictSchema(schema: JsonSchemaObject): JsonSchemaObject {
  const strict = tighten(schema) as Record<string, unknown>;
  const id = schema.$id;
  if (typeof id !== "string" || !id.startsWith(SCHEMA_ID_BASE)) {
    throw new Error(`schema without a project $id: ${String(id)}`);
  }
  strict.$id = STRICT_ID_BASE + id.slice(SCHEMA_ID_BASE.length);
  return strict;
}
