import { projectRow, type RowTest } from "../../query/v1";
import { jsonArrayChunks } from "./json-array-chunks";
import type { V1Table } from "./v1-table";

const ENCODER = new TextEncoder();

/**
 * The rows of a table that a parsed v1 query selects, in id order. A query with no parameter at
 * all (the parser keeps only what was given, with no defaults) selects every row, so the table's
 * own array is returned without testing 100,000 rows per request. `candidates`, when it gives
 * rows, narrows the rows tested: those (in id order) among which every row the query selects
 * lies (the rows of the cities or states the query names).
 */
export function selectV1Rows<Q, R>(
  table: V1Table<R>,
  filter: (query: Q) => RowTest<R>,
  query: Q,
  candidates?: (table: V1Table<R>, query: Q) => readonly R[] | undefined,
): readonly R[] {
  const empty = typeof query === "object" && query !== null && Object.keys(query).length === 0;
  if (empty) return table.rows;
  return (candidates?.(table, query) ?? table.rows).filter(filter(query));
}

/**
 * The body of a v1 list answer showing `shown` (a selection of `table.rows`, in their order) on
 * `columns` (every
 * column when undefined): when that is every row and every column, the table's whole body, kept
 * as a few large slices and built once; otherwise a lazy stream of the rows' cached JSON (or of
 * their projections), read while it is written. Both give the bytes JSON.stringify would.
 */
export async function v1ListBody<C extends string, R extends Readonly<Record<C, unknown>>>(
  table: V1Table<R>,
  shown: readonly R[],
  columns: readonly C[] | undefined,
): Promise<Iterable<Uint8Array>> {
  if (columns === undefined && shown.length === table.rows.length) return table.wholeBody();
  const json =
    columns === undefined
      ? table.jsonOf
      : (row: R): Uint8Array => ENCODER.encode(JSON.stringify(projectRow(row, columns)));
  return jsonArrayChunks(shown, json);
}
