import type { LatencyRange } from "./latency-range";
import { DRAW_PURPOSES, type RequestDraws } from "./request-draws";

/**
 * The added latency of request number `n`, in milliseconds, drawn from the range with the
 * server's seed. A range that cannot work (not whole milliseconds, negative, running backwards)
 * is a RangeError when the draw is created.
 */
export function createLatencyDraw(range: LatencyRange, draws: RequestDraws): (n: number) => number {
  const { min, max } = range;
  if (!(Number.isSafeInteger(min) && Number.isSafeInteger(max) && min >= 0 && max >= min)) {
    throw new RangeError(
      `createApp: latency must be whole milliseconds with 0 <= min <= max, got ${min}-${max}`,
    );
  }
  return (n) => min + Math.floor(draws.draw(n, DRAW_PURPOSES.latency) * (max - min + 1));
}
