import { OPERATION_ROWS } from "./operation-rows";
import { OPERATIONS } from "./operations";

/** The table's rows that list v1 rows (those with `rows`). */
type ListRow = Extract<(typeof OPERATION_ROWS)[number], { readonly rows: string }>;

/**
 * The v1 lists whose rows field[] can restrict, and the schema of their rows: the answer and
 * `rows` of every such operation of the table.
 */
export const ROW_SCHEMAS = Object.freeze(
  Object.fromEntries(
    OPERATIONS.flatMap((entry) => (entry.rows === undefined ? [] : [[entry.answer, entry.rows]])),
  ),
) as { readonly [R in ListRow as R["answer"]]: R["rows"] };
