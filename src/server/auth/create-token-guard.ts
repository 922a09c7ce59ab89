import type { RequestHandler } from "express";
import { ApiError } from "../errors";
import type { AuthOptions } from "./auth-options";
import { bearerTokenOf } from "./bearer-token-of";
import { verifyIssuedToken } from "./verify-issued-token";

/**
 * Guards the data endpoints: with auth `required`, a request without a valid, unexpired token
 * issued by a login endpoint is a 401 (body with msg, `WWW-Authenticate: Bearer`). With auth
 * `off` it lets everything through.
 */
export function createTokenGuard(options: AuthOptions): RequestHandler {
  return (request, _response, next) => {
    if (options.mode === "off") {
      next();
      return;
    }
    const token = bearerTokenOf(request);
    const claims = token === undefined ? undefined : verifyIssuedToken(token, options);
    if (claims === undefined) {
      const detail =
        token === undefined
          ? "no token: log in and send Authorization: Bearer <token>"
          : "the token is invalid or expired";
      next(new ApiError("unauthorized", { detail, headers: { "WWW-Authenticate": "Bearer" } }));
      return;
    }
    next();
  };
}
