import type { QueryValueType } from "./query-property";

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function convert(raw: string, type: QueryValueType): { readonly value: unknown } | undefined {
  switch (type) {
    case "integer": {
      const value = Number(raw);
      return INTEGER.test(raw) && Number.isSafeInteger(value) ? { value } : undefined;
    }
    case "number": {
      const value = Number(raw);
      return NUMBER.test(raw) && Number.isFinite(value) ? { value } : undefined;
    }
    case "boolean":
      return raw === "true" || raw === "false" ? { value: raw === "true" } : undefined;
    case "null":
      return raw === "null" ? { value: null } : undefined;
    case "string":
      return { value: raw };
  }
}

/**
 * Coerces one raw query string to the first of the schema's types (in the order integer,
 * number, boolean, null, string) whose strict written form it has: an integer is /^-?\d+$/
 * within the safe range, a number plain decimal digits, a boolean `true` or `false`, null
 * `null`. A string that fits no type is returned unchanged, so the schema validator reports it.
 */
export function coerceQueryValue(raw: string, types: readonly QueryValueType[]): unknown {
  for (const type of types) {
    const converted = convert(raw, type);
    if (converted !== undefined) return converted.value;
  }
  return raw;
}
