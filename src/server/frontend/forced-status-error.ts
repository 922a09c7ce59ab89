import { ApiError } from "../errors/api-error";
import type { ForcedStatus } from "./forced-status-of";

/**
 * The error a request forces with `X-Mock-Status` or `Prefer: code=` (forcedStatusOfRequest),
 * in the error body of its API version, so an app's error screens can be built against the
 * mock; undefined when it forces none. 429 carries Retry-After: 1, 405 the Allow of the path
 * (`allow`), 401 WWW-Authenticate: Bearer. X-Mock-Status takes 400-599 only; anything else is
 * a 400 naming the header. `Prefer: code=2xx` (Prism clients send it to pick the success
 * answer) lets the request through to its normal answer.
 */
export function forcedStatusError(
  forced: ForcedStatus | undefined,
  allow?: string,
): ApiError | undefined {
  if (forced === undefined) return undefined;
  const status = /^\d{3}$/.test(forced.value) ? Number(forced.value) : NaN;
  if (forced.header === "Prefer" && status >= 200 && status <= 299) return undefined;
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
    return ApiError.invalidParameters([problem]);
  }
  return ApiError.forced(status, forced.header, allow);
}
