import type { RequestHandler } from "express";
import { ApiError } from "../../server/errors/api-error";

/** A route's fallback for other methods: a 405 with the Allow header listing `allowed`. */
export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  const allow = allowed.join(", ");
  return (request, _response, next) => {
    next(
      new ApiError("method_not_allowed", {
        detail: `${request.method} is not allowed here; use ${allow}`,
        headers: { Allow: allow },
      }),
    );
  };
}
