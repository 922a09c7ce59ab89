import type { RequestHandler } from "express";
import { ApiError } from "../errors";

/** The request header that forces the answer's status for one request. */
export const FORCE_STATUS_HEADER = "X-Mock-Status";

/** Reads the forced status of a request: `X-Mock-Status: 503` or Prism's `Prefer: code=503`. */
export function forcedStatusOf(
  header: string | undefined,
  prefer: string | undefined,
): string | undefined {
  if (header !== undefined) return header.trim();
  const match = prefer === undefined ? null : /(?:^|[,;\s])code=(\d+)/.exec(prefer);
  return match?.[1];
}

/**
 * Answers one request with the status it asks for, in the error body of its API version, so an
 * app's error screens can be built against the mock. 429 carries Retry-After: 1. A status outside
 * 400-599 is a 400 naming the header.
 */
export function createForcedStatusMiddleware(): RequestHandler {
  return (request, _response, next) => {
    const forced = forcedStatusOf(request.get(FORCE_STATUS_HEADER), request.get("prefer"));
    if (forced === undefined) {
      next();
      return;
    }
    const status = /^\d{3}$/.test(forced) ? Number(forced) : NaN;
    if (!(status >= 400 && status <= 599)) {
      const problem = {
        parameter: FORCE_STATUS_HEADER,
        message: "is not an error status",
        accepted: "an HTTP status from 400 to 599",
        received: forced,
      };
      next(ApiError.invalidParameters([problem]));
      return;
    }
    next(ApiError.forced(status));
  };
}
