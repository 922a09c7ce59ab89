/** How one v1 column differs from what its v2 record (or another answer) says it holds. */
export interface ColumnDifference {
  /** The v1 column (or the count, `victims`) that differs. */
  readonly column: string;
  /** What it should hold, as text. */
  readonly expected: string;
  /** What it holds, as text. */
  readonly seen: string;
}
