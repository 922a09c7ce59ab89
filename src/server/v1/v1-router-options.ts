/** How the /api/v1 router behaves where the spec leaves it open. */
export interface V1RouterOptions {
  /**
   * Largest number of rows one v1 list answer carries (GET /occurrences, GET /cities). The spec
   * shows no paging for v1, so the default is none: every matching row comes back. When set, the
   * first `v1MaxRows` matching rows (in id order) are sent and `X-Total-Count` still states how
   * many matched, so a cut list is never silent. A positive integer.
   */
  readonly v1MaxRows?: number;
}

/** Checks the options: a bad one is a configuration mistake, so it throws. */
export function checkV1RouterOptions(options: V1RouterOptions): void {
  const { v1MaxRows } = options;
  if (v1MaxRows !== undefined && !(Number.isSafeInteger(v1MaxRows) && v1MaxRows >= 1)) {
    throw new RangeError(`v1MaxRows must be an integer of 1 or more, got ${String(v1MaxRows)}`);
  }
}
