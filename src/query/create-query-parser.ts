import type { ParameterProblem } from "../generated/types";
import { getValidator, type SchemaTypeMap } from "../schemas";
import { coerceQuery } from "./coerce-query";
import { describeQuerySchema } from "./describe-query-schema";
import type { QueryParseResult } from "./query-parse-result";
import type { QuerySchemaName } from "./query-schema-name";
import type { RawQuery } from "./raw-query";
import { toParameterProblems } from "./to-parameter-problems";

/** Numeric bounds that replace the schema's for one parameter, checked in code. */
export interface ParameterBounds {
  /** Smallest value accepted (replaces the schema's `minimum`). */
  readonly minimum?: number;
  /** Largest value accepted (replaces the schema's `maximum`). */
  readonly maximum?: number;
  /** The accepted form in words, stating these bounds (replaces `x-accepted`). */
  readonly accepted: string;
}

/** How a query parser departs from its schema. */
export interface QueryParserOptions {
  /** Bounds configured at run time, by parameter name, e.g. `{ take: { maximum: 1000, … } }`. */
  readonly bounds?: Readonly<Record<string, ParameterBounds>>;
}

/** Parses one raw query into the schema's type, or lists every bad parameter. */
export type QueryParser<T> = (raw: RawQuery) => QueryParseResult<T>;

function boundProblem(
  name: string,
  bounds: ParameterBounds,
  value: unknown,
  received: unknown,
): ParameterProblem | undefined {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (typeof item !== "number") continue;
    const message =
      bounds.minimum !== undefined && item < bounds.minimum
        ? `must be ${bounds.minimum} or more`
        : bounds.maximum !== undefined && item > bounds.maximum
          ? `must be at most ${bounds.maximum}`
          : undefined;
    if (message !== undefined)
      return { parameter: name, message, accepted: bounds.accepted, received };
  }
  return undefined;
}

/**
 * Builds the parser of an endpoint's query from its schema (schemas/query/*.json): coerce each
 * raw string by the property's type, validate with the compiled Ajv validator, map its errors to
 * parameter problems worded with `x-accepted`. Unknown parameters, malformed values and repeated
 * scalars are all problems; the result holds every one of them.
 */
export function createQueryParser<N extends QuerySchemaName>(
  name: N,
  options: QueryParserOptions = {},
): QueryParser<SchemaTypeMap[N]> {
  const description = describeQuerySchema(name);
  const validator = getValidator(name);
  const bounds = new Map(Object.entries(options.bounds ?? {}));
  for (const parameter of bounds.keys()) {
    if (!description.properties.has(parameter)) {
      throw new Error(`bounds for ${parameter}, which ${name} does not have`);
    }
  }
  const skip = (parameter: string, keyword: string): boolean =>
    bounds.has(parameter) && (keyword === "minimum" || keyword === "maximum");

  return (raw) => {
    const { data, problems: coercionProblems } = coerceQuery(description, raw);
    const valid = validator(data);
    const problems = [
      ...coercionProblems,
      ...(valid ? [] : toParameterProblems(validator.errors ?? [], description, raw, skip)),
    ].map((problem) => {
      // A configured bound changes what is accepted, so every problem of it says so.
      const bound = bounds.get(problem.parameter);
      return bound === undefined ? problem : { ...problem, accepted: bound.accepted };
    });
    for (const [parameter, bound] of bounds) {
      if (problems.some((problem) => problem.parameter === parameter)) continue;
      const problem = boundProblem(parameter, bound, data[parameter], raw[parameter]);
      if (problem !== undefined) problems.push(problem);
    }
    if (problems.length > 0) {
      const order = Object.keys(raw);
      const rank = (problem: ParameterProblem): number => order.indexOf(problem.parameter);
      return { ok: false, problems: problems.sort((a, b) => rank(a) - rank(b)) };
    }
    return { ok: true, value: data as SchemaTypeMap[N] };
  };
}
