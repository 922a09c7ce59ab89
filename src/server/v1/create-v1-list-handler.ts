import type { QueryParser } from "../../query/create-query-parser";
import { projectRow, selectColumns, type RowTest } from "../../query/v1";
import { jsonAnswer, type Answer } from "../answer";
import type { RouteHandler } from "../core/core-route";
import { ApiError } from "../errors/api-error";
import { utf8Bytes } from "../utf8-bytes";
import type { V1Table } from "./v1-table";

/** The header of a v1 list answer that states how many rows matched before any cut. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

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
}

const OPEN = utf8Bytes("[");
const COMMA = utf8Bytes(",");
const CLOSE = utf8Bytes("]");

/** The chunks of a JSON array of rows, produced as they are read (a row's JSON on demand). */
function* arrayChunks<R>(rows: readonly R[], json: (row: R) => Uint8Array): Generator<Uint8Array> {
  yield OPEN;
  for (let i = 0; i < rows.length; i += 1) {
    if (i > 0) yield COMMA;
    yield json(rows[i]!);
  }
  yield CLOSE;
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
  const { filter, fields, definitions, table, maxRows } = endpoint;
  const { rows, jsonOf } = await table();
  const matching = rows.filter(filter(query));
  const shown = maxRows === undefined ? matching : matching.slice(0, maxRows);
  const columns = selectColumns(definitions, fields(query));
  const json =
    columns === undefined
      ? jsonOf
      : (row: R): Uint8Array => utf8Bytes(JSON.stringify(projectRow(row, columns)));
  return jsonAnswer(arrayChunks(shown, json), { [TOTAL_COUNT_HEADER]: String(matching.length) });
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
