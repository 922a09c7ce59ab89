import { TOTAL_COUNT_HEADER } from "../../contract";
import type { QueryParser } from "../../query";
import { selectColumns, type RowTest } from "../../query/v1";
import { jsonAnswer, type Answer } from "../answer";
import type { RouteHandler } from "../core/core-route";
import { ApiError } from "../errors/api-error";
import { selectV1Rows, v1ListBody } from "./v1-list-body";
import type { V1Table } from "./v1-table";

/** One v1 list endpoint, described for createV1ListHandler. */
export interface V1ListEndpoint<Q, R, C extends string> {
  /** Parses the raw query (schema-driven; every bad parameter named). */
  readonly parse: QueryParser<Q>;
  /** The row test of a parsed query. */
  readonly filter: (query: Q) => RowTest<R>;
  /** The `field[]` list of a parsed query, if any. */
  readonly fields: (query: Q) => readonly C[] | undefined;
  /** The row's columns in the definitions' order. */
  readonly definitions: readonly C[];
  /** The rows (built on first use; a request waits for them without blocking others). */
  readonly table: () => Promise<V1Table<R>>;
  /** Cap on the rows of one answer; none when undefined. */
  readonly maxRows: number | undefined;
  /**
   * The rows a parsed query can select at most, in id order (the rows of the cities or states
   * it names), so that only those are tested; every row when undefined.
   */
  readonly candidates?: (table: V1Table<R>, query: Q) => readonly R[] | undefined;
}

/**
 * The answer of a v1 list to a parsed query (framework-independent): the matching rows in id
 * order, cut at maxRows, projected on the `field[]` columns; the body is a lazy stream of the
 * rows' cached JSON, so a list of 100,000 rows is written as it is read, never built whole.
 */
export async function answerV1List<Q, R extends Readonly<Record<C, unknown>>, C extends string>(
  endpoint: V1ListEndpoint<Q, R, C>,
  query: Q,
): Promise<Answer> {
  const { filter, fields, definitions, maxRows } = endpoint;
  const table = await endpoint.table();
  const matching = selectV1Rows(table, filter, query, endpoint.candidates);
  const shown = maxRows === undefined ? matching : matching.slice(0, maxRows);
  const body = await v1ListBody(table, shown, selectColumns(definitions, fields(query)));
  return jsonAnswer(body, { [TOTAL_COUNT_HEADER]: String(matching.length) });
}

/**
 * The handler of a v1 list: parse (a 400 naming each bad parameter), filter the rows in id order,
 * cut at maxRows, keep the `field[]` columns in the definitions' order; a bare JSON array. The
 * `X-Total-Count` header states how many rows matched before any cut.
 */
export function createV1ListHandler<Q, R extends Readonly<Record<C, unknown>>, C extends string>(
  endpoint: V1ListEndpoint<Q, R, C>,
): RouteHandler {
  return (exchange) => {
    const parsed = endpoint.parse(exchange.rawQuery());
    if (!parsed.ok) throw ApiError.invalidParameters(parsed.problems);
    return answerV1List(endpoint, parsed.value);
  };
}
