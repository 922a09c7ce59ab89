/** A place in a document: byte offset, 1-based line and column (counted in bytes). */
export interface JsonPosition {
  /** 0-based byte offset. */
  readonly offset: number;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column, in bytes. */
  readonly column: number;
}
