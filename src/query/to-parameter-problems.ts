import type { ErrorObject } from "ajv";
import type { ParameterProblem } from "../generated/types";
import { describeAjvError } from "../schemas";
import type { QuerySchemaDescription } from "./describe-query-schema";
import type { RawQuery } from "./raw-query";

function unescapeToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

function hintFor(name: string, description: QuerySchemaDescription): string {
  const known = [...description.properties.values()];
  const bare = name.endsWith("[]") ? name.slice(0, -2) : undefined;
  const repeatable = known.find((property) => property.repeatable && property.name === bare);
  if (repeatable !== undefined) return `; to give several values, repeat ${repeatable.name}`;
  const lower = name.toLowerCase();
  const cased = known.find((property) => property.name.toLowerCase() === lower);
  return cased === undefined ? "" : `; did you mean ${cased.name}?`;
}

function unknownParameter(
  name: string,
  description: QuerySchemaDescription,
  raw: RawQuery,
): ParameterProblem {
  const names = [...description.properties.keys()];
  return {
    parameter: name,
    message: `is not a parameter of this endpoint${hintFor(name, description)}`,
    accepted: names.length === 0 ? "no parameters" : `one of the parameters ${names.join(", ")}`,
    received: raw[name],
  };
}

/**
 * Maps the query validator's errors to parameter problems: one per parameter (the first error
 * found for it), named exactly as sent, with the accepted form from the schema's `x-accepted`.
 * `skip` drops errors that the caller checks in code instead (a configured bound).
 */
export function toParameterProblems(
  errors: readonly ErrorObject[],
  description: QuerySchemaDescription,
  raw: RawQuery,
  skip: (parameter: string, keyword: string) => boolean = () => false,
): ParameterProblem[] {
  const byParameter = new Map<string, ParameterProblem>();
  for (const error of errors) {
    if (error.keyword === "additionalProperties") {
      const name = String((error.params as { additionalProperty?: unknown }).additionalProperty);
      if (!byParameter.has(name)) byParameter.set(name, unknownParameter(name, description, raw));
      continue;
    }
    const [, first = "", index] = error.instancePath.split("/");
    const name = unescapeToken(first);
    const property = description.properties.get(name);
    if (byParameter.has(name) || skip(name, error.keyword)) continue;
    if (property === undefined) {
      // A rule on the query as a whole (none today): still a problem, never a silent pass.
      const accepted = `the parameters of ${description.name}`;
      byParameter.set(name, { parameter: name, message: describeAjvError(error), accepted });
      continue;
    }
    const received = raw[name];
    const position =
      index !== undefined && Array.isArray(received) ? `value ${Number(index) + 1}: ` : "";
    byParameter.set(name, {
      parameter: name,
      message: `${position}${describeAjvError(error)}`,
      accepted: property.accepted,
      received,
    });
  }
  return [...byParameter.values()];
}
