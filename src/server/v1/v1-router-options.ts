import type { V1Bounds, V1ReversedRange } from "../../query/v1";

/** How the /api/v1 router behaves where the spec leaves it open. */
export interface V1RouterOptions {
  /**
   * `[gt]`/`[lt]` on `data_ocorrencia` and `Populacao`: `inclusive` (the default; "greater or
   * equal", "less or equal" in the service's v1 documentation) or `exclusive`.
   */
  readonly v1Bounds?: V1Bounds;
  /** A `data_ocorrencia` range with `[gt]` after `[lt]`: `empty` (the default) or `swap`. */
  readonly v1ReversedRange?: V1ReversedRange;
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
