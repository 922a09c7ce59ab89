import { ApiError } from "../errors/api-error";
import type { AuthOptions } from "./auth-options";
import { bearerTokenOf } from "./bearer-token-of";
import { verifyIssuedToken } from "./verify-issued-token";

/**
 * Guards the data endpoints: with auth `required`, a request without a valid, unexpired token
 * issued by a login endpoint is a 401 (body with msg, `WWW-Authenticate: Bearer`), returned as
 * the error; on /api/v2 (`version`), a token that is invalid or expired gets
 * `options.unauthorizedMsg` as its whole msg when set (the real service's words, which a client
 * waits for before it logs in again). With auth `off` everything passes (undefined).
 */
export async function checkToken(
  authorization: string | undefined,
  options: AuthOptions,
  version: "v1" | "v2" = "v2",
): Promise<ApiError | undefined> {
  if (options.mode === "off") return undefined;
  const token = bearerTokenOf(authorization);
  const claims = token === undefined ? undefined : await verifyIssuedToken(token, options);
  if (claims !== undefined) return undefined;
  const detail =
    token === undefined
      ? "no token: log in and send Authorization: Bearer <token>"
      : "the token is invalid or expired";
  const headers = { "WWW-Authenticate": "Bearer" };
  const msg = token !== undefined && version === "v2" ? options.unauthorizedMsg : undefined;
  return new ApiError("unauthorized", msg === undefined ? { detail, headers } : { msg, headers });
}
