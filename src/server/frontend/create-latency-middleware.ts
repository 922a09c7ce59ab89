import type { RequestHandler } from "express";
import type { LatencyRange } from "./latency-range";
import { DRAW_PURPOSES, type RequestDraws } from "./request-draws";

/**
 * Delays each request by a latency drawn from the range with the server's seed. A range that
 * cannot work (not whole milliseconds, negative, running backwards) is a RangeError.
 */
export function createLatencyMiddleware(range: LatencyRange, draws: RequestDraws): RequestHandler {
  const { min, max } = range;
  if (!(Number.isSafeInteger(min) && Number.isSafeInteger(max) && min >= 0 && max >= min)) {
    throw new RangeError(
      `createApp: latency must be whole milliseconds with 0 <= min <= max, got ${min}-${max}`,
    );
  }
  return (request, _response, next) => {
    const n = requestNumber(request, draws);
    const ms =
      range.min + Math.floor(draws.draw(n, DRAW_PURPOSES.latency) * (range.max - range.min + 1));
    setTimeout(next, ms);
  };
}

const NUMBERS = new WeakMap<object, number>();

/** The request's number in the server's sequence, assigned on first use. */
export function requestNumber(request: object, draws: RequestDraws): number {
  let n = NUMBERS.get(request);
  if (n === undefined) {
    n = draws.next();
    NUMBERS.set(request, n);
  }
  return n;
}
