/** The rows of one v1 list, built once, each row's JSON text kept after its first use. */
export interface V1Table<R> {
  /** Every row, in id order. */
  readonly rows: readonly R[];
  /** A JSON array of these rows (rows of this table), from the kept texts. */
  readonly serialize: (rows: readonly R[]) => string;
}

/** Builds a table from rows: sorted by `idOf`, JSON of each row cached on first serialization. */
export function createV1Table<R>(rows: readonly R[], idOf: (row: R) => number): V1Table<R> {
  const sorted = [...rows].sort((a, b) => idOf(a) - idOf(b));
  const texts = new Map<R, string>();
  const textOf = (row: R): string => {
    let text = texts.get(row);
    if (text === undefined) {
      text = JSON.stringify(row);
      texts.set(row, text);
    }
    return text;
  };
  return { rows: sorted, serialize: (chosen) => `[${chosen.map(textOf).join(",")}]` };
}
