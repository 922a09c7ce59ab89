import type { RequestHandler } from "express";
import type { LatencyRange } from "./latency-range";
import { DRAW_PURPOSES, type RequestDraws } from "./request-draws";

/** Delays each request by a latency drawn from the range with the server's seed. */
export function createLatencyMiddleware(range: LatencyRange, draws: RequestDraws): RequestHandler {
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
