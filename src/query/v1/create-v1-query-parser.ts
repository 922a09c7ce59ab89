import type { SchemaTypeMap } from "../../schemas";
import { createQueryParser, type QueryParser } from "../create-query-parser";
import { describeQuerySchema } from "../describe-query-schema";
import { explainUnknownOperator } from "./explain-unknown-operator";

/** The query schemas of the v1 endpoints: the two lists and the two definitions endpoints. */
export type V1QuerySchemaName = "query/v1-occurrences" | "query/v1-cities" | "query/no-parameters";

/**
 * The parser of a v1 endpoint's query: the project's schema-driven parser (coerce by the query
 * schema, validate with Ajv, every bad parameter named with its `x-accepted` form), with one
 * addition for v1's bracketed operators: an unknown `column[op]` is reported as an operator the
 * column does not have, listing the forms it does accept (explainUnknownOperator).
 */
export function createV1QueryParser<N extends V1QuerySchemaName>(
  name: N,
): QueryParser<SchemaTypeMap[N]> {
  const parse = createQueryParser(name);
  const description = describeQuerySchema(name);
  return (raw) => {
    const parsed = parse(raw);
    if (parsed.ok) return parsed;
    return {
      ok: false,
      problems: parsed.problems.map((problem) => explainUnknownOperator(problem, description)),
    };
  };
}
