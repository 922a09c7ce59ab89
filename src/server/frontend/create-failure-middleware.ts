import type { RequestHandler } from "express";
import { ApiError } from "../errors";
import { requestNumber } from "./create-latency-middleware";
import { DRAW_PURPOSES, type RequestDraws } from "./request-draws";

/**
 * Fails a share of requests, drawn with the server's seed: half of the failures are 503
 * (unavailable), half 429 (rate_limited) with a Retry-After of 1 to 5 seconds, as the real
 * service paces clients.
 */
export function createFailureMiddleware(rate: number, draws: RequestDraws): RequestHandler {
  return (request, _response, next) => {
    const n = requestNumber(request, draws);
    if (draws.draw(n, DRAW_PURPOSES.failure) >= rate) {
      next();
      return;
    }
    if (draws.draw(n, DRAW_PURPOSES.failureKind) < 0.5) {
      next(new ApiError("unavailable", { detail: "failure injected by --fail-rate" }));
      return;
    }
    const retryAfter = 1 + Math.floor(draws.draw(n, DRAW_PURPOSES.retryAfter) * 5);
    const headers = { "Retry-After": String(retryAfter) };
    next(new ApiError("rate_limited", { detail: "failure injected by --fail-rate", headers }));
  };
}
