import { utf8Bytes } from "../utf8-bytes";
import { lazy } from "../lazy";
import { joinInSlices } from "../join-in-slices";
import { jsonArrayChunks } from "./json-array-chunks";

/** The rows of one v1 list, built once, each row's UTF-8 JSON kept after its first use. */
export interface V1Table<R> {
  /** Every row, in id order. */
  readonly rows: readonly R[];
  /**
   * The UTF-8 JSON of a row of this table, serialised the first time it is asked for and kept:
   * like the v2 records, no row is serialised twice, and startup serialises none.
   */
  readonly jsonOf: (row: R) => Uint8Array;
  /**
   * The JSON array of every row (the answer of a v1 list with no parameter), as slices of about
   * 1 MiB built on the first call, a couple of milliseconds of work per turn of the event loop,
   * and then kept: the full list of a 100,000-occurrence world (67 MB) is sent as views of the
   * same slices to every client, with no serialising, lookup or copy per request.
   */
  readonly wholeBody: () => Promise<readonly Uint8Array[]>;
  /**
   * The rows whose `column` holds one of `values` (compared as a Set compares them), in id
   * order: a request naming a few cities tests their rows, not the whole table. Each column's
   * index is built on its first use and kept.
   */
  readonly rowsWhere: (column: keyof R, values: readonly unknown[]) => readonly R[];
}

/** The rows of each value of a column, in id order, and their positions in the table. */
type ColumnIndex<R> = ReadonlyMap<unknown, { readonly rows: R[]; readonly positions: number[] }>;

function indexColumn<R>(rows: readonly R[], column: keyof R): ColumnIndex<R> {
  const index = new Map<unknown, { rows: R[]; positions: number[] }>();
  for (let position = 0; position < rows.length; position += 1) {
    const row = rows[position]!;
    const value = row[column];
    const entry = index.get(value);
    if (entry === undefined) index.set(value, { rows: [row], positions: [position] });
    else {
      entry.rows.push(row);
      entry.positions.push(position);
    }
  }
  return index;
}

/** Builds a table from rows: sorted by `idOf`, JSON of each row cached on first serialization. */
export function createV1Table<R>(rows: readonly R[], idOf: (row: R) => number): V1Table<R> {
  const sorted = [...rows].sort((a, b) => idOf(a) - idOf(b));
  const texts = new Map<R, Uint8Array>();
  const jsonOf = (row: R): Uint8Array => {
    let text = texts.get(row);
    if (text === undefined) {
      text = utf8Bytes(JSON.stringify(row));
      texts.set(row, text);
    }
    return text;
  };
  const wholeBody = lazy(() => joinInSlices(jsonArrayChunks(sorted, jsonOf)));
  const indexes = new Map<keyof R, ColumnIndex<R>>();
  const rowsWhere = (column: keyof R, values: readonly unknown[]): readonly R[] => {
    let index = indexes.get(column);
    if (index === undefined) {
      index = indexColumn(sorted, column);
      indexes.set(column, index);
    }
    const entries = [...new Set(values)].flatMap((value) => index.get(value) ?? []);
    if (entries.length === 0) return [];
    if (entries.length === 1) return entries[0]!.rows;
    // Each row holds one value: the lists are disjoint, and their positions sorted are id order.
    const positions: number[] = [];
    for (const entry of entries) for (const position of entry.positions) positions.push(position);
    positions.sort((a, b) => a - b);
    return positions.map((position) => sorted[position]!);
  };
  return { rows: sorted, jsonOf, wholeBody, rowsWhere };
}
