import type { RequestHandler } from "express";
import { ApiError } from "../errors";

/** The request header that forces the answer's status for one request. */
export const FORCE_STATUS_HEADER = "X-Mock-Status";

/** A status a request asked for, and the header it came in (named by a 400 when it is bad). */
export interface ForcedStatus {
  /** The header as the client sent it: X-Mock-Status or Prefer. */
  readonly header: typeof FORCE_STATUS_HEADER | "Prefer";
  /** The value asked for, as sent (not yet checked). */
  readonly value: string;
}

/**
 * Reads the forced status of a request: `X-Mock-Status: 503`, or Prism's `Prefer: code=503` when
 * there is no X-Mock-Status. A Prefer header without a `code` preference forces nothing.
 */
export function forcedStatusOf(
  header: string | undefined,
  prefer: string | undefined,
): ForcedStatus | undefined {
  if (header !== undefined) return { header: FORCE_STATUS_HEADER, value: header.trim() };
  const match = prefer === undefined ? null : /(?:^|[,;\s])code=("?)([^",;\s]*)\1/i.exec(prefer);
  return match === null ? undefined : { header: "Prefer", value: match[2] ?? "" };
}

/**
 * Answers one request with the status it asks for, in the error body of its API version, so an
 * app's error screens can be built against the mock. 429 carries Retry-After: 1. X-Mock-Status
 * takes 400-599 only; anything else is a 400 naming the header. `Prefer: code=2xx` (Prism clients
 * send it to pick the success answer) lets the request through to its normal answer.
 */
export function createForcedStatusMiddleware(): RequestHandler {
  return (request, _response, next) => {
    const forced = forcedStatusOf(request.get(FORCE_STATUS_HEADER), request.get("prefer"));
    if (forced === undefined) {
      next();
      return;
    }
    const status = /^\d{3}$/.test(forced.value) ? Number(forced.value) : NaN;
    if (forced.header === "Prefer" && status >= 200 && status <= 299) {
      next();
      return;
    }
    if (!(status >= 400 && status <= 599)) {
      const problem = {
        parameter: forced.header,
        message: "is not an error status",
        accepted:
          forced.header === "Prefer"
            ? "code=NNN with an HTTP status from 400 to 599 (or 2xx for the normal answer)"
            : "an HTTP status from 400 to 599",
        received: forced.value,
      };
      next(ApiError.invalidParameters([problem]));
      return;
    }
    next(ApiError.forced(status, forced.header));
  };
}
