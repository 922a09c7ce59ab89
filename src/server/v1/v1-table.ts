import { utf8Bytes } from "../utf8-bytes";

/** The rows of one v1 list, built once, each row's UTF-8 JSON kept after its first use. */
export interface V1Table<R> {
  /** Every row, in id order. */
  readonly rows: readonly R[];
  /**
   * The UTF-8 JSON of a row of this table, serialised the first time it is asked for and kept:
   * like the v2 records, no row is serialised twice, and startup serialises none.
   */
  readonly jsonOf: (row: R) => Uint8Array;
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
  return { rows: sorted, jsonOf };
}
