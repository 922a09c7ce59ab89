/**
 * How v1 reads `[gt]`/`[lt]`: `inclusive` keeps the bound's own day (value), `exclusive` drops it.
 */
export const V1_BOUNDS = ["inclusive", "exclusive"] as const;

/** One reading of the v1 `[gt]`/`[lt]` bounds. */
export type V1Bounds = (typeof V1_BOUNDS)[number];

/**
 * What a v1 date range whose `[gt]` is later than its `[lt]` answers: `empty` (no day is both
 * on or after one and on or before the other) or `swap` (the range between them, as the real
 * service answered it).
 */
export const V1_REVERSED_RANGES = ["empty", "swap"] as const;

/** One answer to a reversed v1 date range. */
export type V1ReversedRange = (typeof V1_REVERSED_RANGES)[number];

/** The choices of the v1 filters where api-v1 is silent. */
export interface V1FilterSettings {
  /**
   * `[gt]`/`[lt]` on `data_ocorrencia` and `Populacao`. Default `inclusive`: the service's own v1
   * documentation defines them as "greater or equal" and "less or equal", and a real capture's
   * windows keep both boundary days.
   */
  readonly bounds: V1Bounds;
  /**
   * A `data_ocorrencia` range with `[gt]` after `[lt]`. Default `empty` (`swap` under observed).
   */
  readonly reversedRange: V1ReversedRange;
}

/** The v1 filters' defaults: inclusive bounds, a reversed range empty. */
export const V1_FILTER_DEFAULTS: V1FilterSettings = Object.freeze({
  bounds: "inclusive",
  reversedRange: "empty",
});

/** Whether `value` on the lower side of a `[gt]` bound passes it. */
export function passesLower<T extends string | number>(
  value: T,
  bound: T,
  bounds: V1Bounds,
): boolean {
  return bounds === "inclusive" ? value >= bound : value > bound;
}

/** Whether `value` passes an `[lt]` bound. */
export function passesUpper<T extends string | number>(
  value: T,
  bound: T,
  bounds: V1Bounds,
): boolean {
  return bounds === "inclusive" ? value <= bound : value < bound;
}
