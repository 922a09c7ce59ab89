import { type JsonSchemaObject, OVERLAY_LIMITS } from "../schemas";

/** The JSON types a value can have (integer apart from number). */
export const JSON_TYPES = [
  "null",
  "boolean",
  "integer",
  "number",
  "string",
  "array",
  "object",
] as const;

/** One of {@link JSON_TYPES}. */
export type JsonType = (typeof JSON_TYPES)[number];

/** A value's JSON type: null, boolean, integer, number, string, array or object. */
export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "string") return "string";
  return "object";
}

/** Shapes of strings beyond which the rule is "a string" rather than a union of shapes. */
const MAX_SHAPES = 4;

const CLASSES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[0-9]/, "[0-9]+"],
  [/\s/, "\\s+"],
  [/\p{L}/u, "\\p{L}+"],
];

/**
 * A string's shape as a pattern: runs of digits, letters and spaces as classes, the rest literal.
 */
function shapeOf(text: string): string {
  const runs: string[] = [];
  for (const char of text) {
    const run = CLASSES.find(([test]) => test.test(char))?.[1];
    if (run === undefined) runs.push(char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
    else if (runs[runs.length - 1] !== run) runs.push(run);
  }
  return runs.join("");
}

/** How many of the values seen an overlay keeps for the mock to send (`x-faker`). */
export const MAX_FAKED_EXAMPLES = 10;

/**
 * The mock's way to fake a shape: one of the values seen (within the caps on an overlay's
 * `x-faker`), so what `serve --profile DIR` sends is what the capture showed.
 */
function examplesFaker(values: readonly string[]): { fn: string; args: [string[]] } {
  const examples = [...new Set(values)]
    .filter((v) => v.length <= OVERLAY_LIMITS.fakerChars / (MAX_FAKED_EXAMPLES * 2))
    .slice(0, MAX_FAKED_EXAMPLES);
  return { fn: "helpers.arrayElement", args: [examples] };
}

function stringSchema(values: readonly string[]): JsonSchemaObject {
  const shapes = [...new Set(values.map(shapeOf))].sort();
  if (shapes.length > MAX_SHAPES) return { type: "string" };
  const faker = examplesFaker(values);
  // A value too long to keep leaves no example: the rule is then "a string".
  if (faker.args[0].length === 0) return { type: "string" };
  // One pattern per shape (each deterministic), not one alternation whose branches overlap.
  if (shapes.length === 1) return { type: "string", pattern: `^${shapes[0]}$`, "x-faker": faker };
  return {
    type: "string",
    anyOf: shapes.map((shape) => ({ pattern: `^${shape}$` })),
    "x-faker": faker,
  };
}

function objectSchema(values: readonly Record<string, unknown>[]): JsonSchemaObject {
  const keys = [...new Set(values.flatMap((v) => Object.keys(v)))];
  const required = keys.filter((key) => values.every((v) => key in v));
  const properties = Object.fromEntries(
    keys.map((key) => [key, narrowestSchema(values.filter((v) => key in v).map((v) => v[key]))]),
  );
  return { type: "object", required, properties };
}

/**
 * The narrowest schema that accepts every value seen, stated as a rule rather than a list:
 * a type (integers, numbers, booleans, null), a string's shape (runs of digits, letters and
 * spaces: `" -12.97"` is `^\s-[0-9]+\.[0-9]+$`, several shapes anyOf their patterns, with an
 * `x-faker` that sends the values seen; more than a few shapes: any string), an object's
 * fields (required when always present), an array's items; several types, anyOf them.
 */
export function narrowestSchema(values: readonly unknown[]): JsonSchemaObject {
  const byType = new Map<string, unknown[]>();
  for (const value of values) {
    const type = jsonTypeOf(value);
    byType.set(type, [...(byType.get(type) ?? []), value]);
  }
  if (byType.has("number"))
    byType.set("number", [...(byType.get("integer") ?? []), ...(byType.get("number") ?? [])]);
  if (byType.has("number")) byType.delete("integer");
  const schemas = [...byType].map(([type, seen]): JsonSchemaObject => {
    if (type === "string") return stringSchema(seen as string[]);
    if (type === "object") return objectSchema(seen as Record<string, unknown>[]);
    if (type === "array")
      return { type: "array", items: narrowestSchema((seen as unknown[][]).flat()) };
    return { type };
  });
  if (schemas.length === 1) return schemas[0] ?? {};
  return { anyOf: schemas };
}
