import type { SchemaTypeMap } from "../../schemas";
import { createV1QueryParser, type V1QuerySchemaName } from "../../query/v1";
import type { QueryPairs } from "../check-input";

/** A v1 query as the oracle reads it: the parsed query, or why the oracle does not judge it. */
export type V1QueryReading<Q> =
  { readonly ok: true; readonly query: Q } | { readonly ok: false; readonly reason: string };

const parsers = new Map<string, ReturnType<typeof createV1QueryParser>>();

function parserOf<N extends V1QuerySchemaName>(name: N): ReturnType<typeof createV1QueryParser<N>> {
  let parser = parsers.get(name);
  if (parser === undefined) {
    parser = createV1QueryParser(name);
    parsers.set(name, parser);
  }
  return parser as ReturnType<typeof createV1QueryParser<N>>;
}

/**
 * Reads the pairs of a v1 request with the project's own v1 parser (the one the mock serves
 * with), for the oracle. Only what api-v1 states is judged: a parameter it does not list for the
 * operation (the mock's column equalities included), a scalar given more than once, or a value
 * of no documented form (the spec does not say what those answer) put the request outside.
 * `[]` names may repeat; a scalar is one value.
 */
export function readV1Query<N extends V1QuerySchemaName>(
  schema: N,
  documented: readonly string[],
  pairs: QueryPairs,
): V1QueryReading<SchemaTypeMap[N]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of pairs) {
    if (!documented.includes(name)) {
      return { ok: false, reason: `${name} is not a parameter api-v1 lists for this operation` };
    }
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const raw: Record<string, string | string[]> = {};
  for (const [name, list] of values) {
    if (name.endsWith("[]")) {
      raw[name] = list;
    } else if (list.length > 1) {
      return {
        ok: false,
        reason: `${name} given ${list.length} times (api-v1 does not say which one counts)`,
      };
    } else {
      raw[name] = list[0] ?? "";
    }
  }
  const parsed = parserOf(schema)(raw);
  if (!parsed.ok) {
    const problem = parsed.problems[0];
    return {
      ok: false,
      reason: `${problem?.parameter ?? "a parameter"} has a value api-v1 does not define`,
    };
  }
  return { ok: true, query: parsed.value };
}
