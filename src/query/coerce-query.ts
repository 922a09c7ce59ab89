import type { ParameterProblem } from "../generated/types";
import { coerceQueryValue } from "./coerce-query-value";
import type { QuerySchemaDescription } from "./describe-query-schema";
import type { RawQuery } from "./raw-query";

/** A raw query with each known parameter coerced to its schema type, ready for the validator. */
export interface CoercedQuery {
  /** Parameters by name (null prototype: any name is safe); unknown names are kept as sent. */
  readonly data: Record<string, unknown>;
  /** Problems found while coercing: a scalar parameter repeated, a value that is not text. */
  readonly problems: readonly ParameterProblem[];
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/**
 * Coerces a raw query by its schema: an array property takes one value or several (the parameter
 * repeated) and coerces each; a scalar property given more than once is a problem, not a silent
 * pick of one value. Values are otherwise left for the validator to judge.
 */
export function coerceQuery(description: QuerySchemaDescription, raw: RawQuery): CoercedQuery {
  const data: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const problems: ParameterProblem[] = [];
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    const property = description.properties.get(name);
    if (property === undefined) {
      data[name] = value;
    } else if (typeof value === "string") {
      const coerced = coerceQueryValue(value, property.types);
      data[name] = property.repeatable ? [coerced] : coerced;
    } else if (isStringList(value) && property.repeatable) {
      data[name] = value.map((item) => coerceQueryValue(item, property.types));
    } else if (isStringList(value)) {
      problems.push({
        parameter: name,
        message: `was given ${value.length} times; give it once`,
        accepted: property.accepted,
        received: value,
      });
    } else {
      problems.push({
        parameter: name,
        message: "is not a plain query value",
        accepted: property.accepted,
        received: value,
      });
    }
  }
  return { data, problems };
}
