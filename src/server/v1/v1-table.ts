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
  return { rows: sorted, jsonOf, wholeBody };
}
