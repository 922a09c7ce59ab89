/** A row cut down to some of its columns. */
export type ProjectedRow<C extends string> = Partial<Record<C, unknown>>;

/** The row with only `columns`, as keys in that order (JSON keeps it), values unchanged. */
export function projectRow<C extends string>(
  row: Readonly<Record<C, unknown>>,
  columns: readonly C[],
): ProjectedRow<C> {
  const projected: ProjectedRow<C> = {};
  for (const column of columns) projected[column] = row[column];
  return projected;
}
