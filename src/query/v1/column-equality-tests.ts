import { equalsColumnValue } from "./equals-column-value";

/** A test on one row. */
export type RowTest<R> = (row: R) => boolean;

/**
 * One equality test per column the query names (`column=value`), for the columns of a v1 row.
 * A query key that is not a column (an operator like `Populacao[gt]`) is not looked at here.
 */
export function columnEqualityTests<C extends string, R extends Readonly<Record<C, unknown>>>(
  columns: readonly C[],
  query: Readonly<Partial<Record<C, unknown>>>,
): RowTest<R>[] {
  const tests: RowTest<R>[] = [];
  for (const column of columns) {
    const wanted = query[column];
    if (wanted !== undefined) tests.push((row) => equalsColumnValue(row[column], wanted));
  }
  return tests;
}
