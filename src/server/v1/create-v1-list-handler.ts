import type { RequestHandler } from "express";
import type { QueryParser } from "../../query/create-query-parser";
import { projectRow, selectColumns, type RowTest } from "../../query/v1";
import { ApiError } from "../errors";
import { sendJson } from "../send-json";
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
  /** The rows (built on first use). */
  readonly table: () => V1Table<R>;
  /** Cap on the rows of one answer; none when undefined. */
  readonly maxRows: number | undefined;
}

/**
 * The handler of a v1 list: parse (a 400 naming each bad parameter), filter the rows in id order,
 * cut at maxRows, keep the `field[]` columns in the definitions' order; a bare JSON array. The
 * `X-Total-Count` header states how many rows matched before any cut.
 */
export function createV1ListHandler<Q, R extends Readonly<Record<C, unknown>>, C extends string>(
  endpoint: V1ListEndpoint<Q, R, C>,
): RequestHandler {
  const { parse, filter, fields, definitions, table, maxRows } = endpoint;
  return (request, response, next) => {
    const parsed = parse(request.query);
    if (!parsed.ok) {
      next(ApiError.invalidParameters(parsed.problems));
      return;
    }
    const { rows, serialize } = table();
    const matching = rows.filter(filter(parsed.value));
    const shown = maxRows === undefined ? matching : matching.slice(0, maxRows);
    const columns = selectColumns(definitions, fields(parsed.value));
    response.setHeader(TOTAL_COUNT_HEADER, String(matching.length));
    sendJson(
      response,
      200,
      columns === undefined
        ? serialize(shown)
        : JSON.stringify(shown.map((row) => projectRow(row, columns))),
    );
  };
}
