import { ApiError } from "../errors/api-error";
import { DRAW_PURPOSES, type RequestDraws } from "./request-draws";

/**
 * The failure drawn for request number `n` with the server's seed, or undefined: a share `rate`
 * of requests fail, half of them 503 (unavailable), half 429 (rate_limited) with a Retry-After
 * of 1 to 5 seconds, as the real service paces clients.
 */
export function failureError(rate: number, draws: RequestDraws, n: number): ApiError | undefined {
  if (draws.draw(n, DRAW_PURPOSES.failure) >= rate) return undefined;
  if (draws.draw(n, DRAW_PURPOSES.failureKind) < 0.5) {
    return new ApiError("unavailable", { detail: "failure injected by --fail-rate" });
  }
  const retryAfter = 1 + Math.floor(draws.draw(n, DRAW_PURPOSES.retryAfter) * 5);
  const headers = { "Retry-After": String(retryAfter) };
  return new ApiError("rate_limited", { detail: "failure injected by --fail-rate", headers });
}
