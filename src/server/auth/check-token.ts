import { ApiError } from "../errors/api-error";
import type { AuthOptions } from "./auth-options";
import { bearerTokenOf } from "./bearer-token-of";
import { verifyIssuedToken } from "./verify-issued-token";

/**
 * Guards the data endpoints: with auth `required`, a request without a valid, unexpired token
 * issued by a login endpoint is a 401 (body with msg, `WWW-Authenticate: Bearer`), returned as
 * the error. With auth `off` everything passes (undefined).
 */
export async function checkToken(
  authorization: string | undefined,
  options: AuthOptions,
): Promise<ApiError | undefined> {
  if (options.mode === "off") return undefined;
  const token = bearerTokenOf(authorization);
  const claims = token === undefined ? undefined : await verifyIssuedToken(token, options);
  if (claims !== undefined) return undefined;
  const detail =
    token === undefined
      ? "no token: log in and send Authorization: Bearer <token>"
      : "the token is invalid or expired";
  return new ApiError("unauthorized", { detail, headers: { "WWW-Authenticate": "Bearer" } });
}
