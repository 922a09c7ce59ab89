/** Counts of a validation run. */
export interface Summary {
  /** Files (and standard input) read. */
  readonly files: number;
  /** Bodies that were to be validated: valid + invalid. */
  readonly bodies: number;
  readonly valid: number;
  /** Bodies that are not valid: broken, malformed or of undetermined schema. */
  readonly invalid: number;
  /** Of the invalid: not JSON. */
  readonly malformed: number;
  /** Of the invalid: schema cannot be told. */
  readonly undetermined: number;
  /** Answers with nothing to validate (not counted as bodies). */
  readonly skipped: number;
  /** Files that could not be read. */
  readonly unreadable: number;
  /** Known departures tolerated as warnings (`--profile observed`), across bodies. */
  readonly warnings: number;
  /** Violations a `--baseline` file accepted, across bodies. */
  readonly accepted: number;
  /**
   * Files read in which not one body was validated (every answer skipped: an empty HAR, a
   * recording of stylesheets, a file too large for the strategy). They fail the run: a check
   * that checked nothing must not pass.
   */
  readonly nothingValidated: number;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** `3 files, 10 bodies, 7 valid, 3 invalid (1 malformed, 2 undetermined, 4 not validated)`. */
export function formatSummary(summary: Summary): string {
  const { files, bodies, valid, invalid } = summary;
  const main = `${plural(files, "file")}, ${bodies} ${bodies === 1 ? "body" : "bodies"}, ${valid} valid, ${invalid} invalid`;
  const extra = [
    summary.malformed > 0 ? `${summary.malformed} malformed` : "",
    summary.undetermined > 0 ? `${summary.undetermined} undetermined` : "",
    summary.skipped > 0 ? `${summary.skipped} not validated` : "",
    summary.unreadable > 0 ? `${summary.unreadable} unreadable` : "",
    summary.warnings > 0 ? `${plural(summary.warnings, "known departure")} as warnings` : "",
    summary.accepted > 0 ? `${summary.accepted} accepted by the baseline` : "",
    summary.nothingValidated > 0
      ? `${plural(summary.nothingValidated, "file")} with nothing validated`
      : "",
  ].filter((part) => part !== "");
  return extra.length === 0 ? main : `${main} (${extra.join(", ")})`;
}

/**
 * 0 when every body is valid, 1 when any is not or when a file had nothing validated in it,
 * 2 when a file could not be read.
 */
export function exitCodeFor(summary: Summary): 0 | 1 | 2 {
  if (summary.unreadable > 0) return 2;
  return summary.invalid > 0 || summary.nothingValidated > 0 ? 1 : 0;
}
