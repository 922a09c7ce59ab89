import { isRecord } from "../is-record";
import { getSchema, isSchemaName, SCHEMA_NAMES, type SchemaName } from "../schemas";

/** One kind of item a v2 list answer carries in `data`: occurrences, cities or states. */
export interface V2ItemKind {
  /** The item's schema, e.g. `v2/occurrence`. */
  readonly schema: SchemaName;
  /** The list answer whose `data` holds such items, e.g. `v2/occurrences-response`. */
  readonly response: SchemaName;
  /** The properties the item's schema requires. */
  readonly required: readonly string[];
}

/** The item schema a list answer's `data.items.$ref` names, resolved beside the answer's schema. */
function itemSchemaOf(response: SchemaName): SchemaName | undefined {
  const properties = getSchema(response).properties;
  const data = isRecord(properties) ? properties.data : undefined;
  const items = isRecord(data) && data.type === "array" ? data.items : undefined;
  const ref = isRecord(items) ? items.$ref : undefined;
  if (typeof ref !== "string" || !ref.endsWith(".json") || ref.includes("#")) return undefined;
  const name = `${response.slice(0, response.lastIndexOf("/") + 1)}${ref.slice(0, -".json".length)}`;
  return isSchemaName(name) ? name : undefined;
}

/**
 * The kinds of v2 list items, read from the schemas: every v2 answer whose `data` is an array of
 * one schema's items (occurrences, cities, states), with the properties that schema requires.
 */
export const V2_ITEM_KINDS: readonly V2ItemKind[] = SCHEMA_NAMES.filter((name) =>
  name.startsWith("v2/"),
).flatMap((response) => {
  const schema = itemSchemaOf(response);
  if (schema === undefined) return [];
  const required = getSchema(schema).required;
  const names = Array.isArray(required) ? required.filter((key) => typeof key === "string") : [];
  return [{ schema, response, required: names }];
});

/**
 * The kind of a v2 list item, from the properties its schema requires: the kind of which the
 * item holds the most required properties (more than half of them), a tie going to the kind
 * with fewer missing. So a city ({id, name, state}) is a city, not a state ({id, name}), and an
 * occurrence missing a field or two is still an occurrence (and then invalid, not unknown).
 * Undefined for anything else: not an object, or too few of any kind's properties.
 */
export function detectV2Item(value: unknown): V2ItemKind | undefined {
  if (!isRecord(value)) return undefined;
  let best: { kind: V2ItemKind; held: number; missing: number } | undefined;
  for (const kind of V2_ITEM_KINDS) {
    const held = kind.required.filter((key) => key in value).length;
    const missing = kind.required.length - held;
    if (held * 2 <= kind.required.length) continue;
    if (best === undefined || held > best.held || (held === best.held && missing < best.missing)) {
      best = { kind, held, missing };
    }
  }
  return best?.kind;
}
