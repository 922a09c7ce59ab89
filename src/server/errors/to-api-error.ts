import { ApiError } from "./api-error";

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" ? value : undefined;
}

function limitOf(error: unknown): string | undefined {
  const { limit } = error as { limit?: unknown };
  return typeof limit === "number" ? `at most ${limit} bytes` : undefined;
}

/**
 * Any error reaching the error middleware as an ApiError: itself; a client error raised by
 * Express or node (a 404, a bad URI) as its catalogue entry; anything else as internal_error,
 * whose body never carries the original message or stack.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = statusOf(error);
  if (status === 404) return new ApiError("not_found");
  if (status === 414) return new ApiError("uri_too_long");
  // body-parser's PayloadTooLargeError: a login body over its limit.
  if (status === 413) return new ApiError("payload_too_large", { detail: limitOf(error) });
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError("bad_request");
  }
  return new ApiError("internal_error");
}
