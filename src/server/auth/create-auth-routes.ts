import { pathOf } from "../../contract";
import type { V1AuthTokenResponse } from "../../generated/types";
import { JSON_CONTENT_TYPE, type Answer } from "../answer";
import type { CoreRoute } from "../core/core-route";
import type { RequestContext } from "../core/request-context";
import { ApiError } from "../errors/api-error";
import { utf8Bytes } from "../utf8-bytes";
import type { AuthOptions } from "./auth-options";
import { bearerTokenOf } from "./bearer-token-of";
import { issueToken } from "./issue-token";
import { readCredentials } from "./read-credentials";
import { readLoginBody } from "./read-login-body";
import { V2_TOKEN_MESSAGES, v2TokenBody } from "./v2-token-body";
import { verifyIssuedToken } from "./verify-issued-token";

/** The header of a 401 that asks for a Bearer token. */
const CHALLENGE = { "WWW-Authenticate": "Bearer" } as const;

/** A JSON answer that is not stable (a new token each time): never tagged nor cached. */
function tokenAnswer(status: number, body: object): Answer {
  const bytes = utf8Bytes(JSON.stringify(body));
  return {
    status,
    headers: { "Content-Type": JSON_CONTENT_TYPE },
    body: [bytes],
    length: bytes.length,
    stable: false,
  };
}

async function tokenOfRefresh(exchange: RequestContext): Promise<string | undefined> {
  // The body is read (and a bad one refused) even when the header has the token, as before.
  const body = (await readLoginBody(exchange, ["json"])) as { accessToken?: unknown } | undefined;
  const fromBody = typeof body?.accessToken === "string" ? body.accessToken : undefined;
  return bearerTokenOf(exchange.header("authorization")) ?? fromBody;
}

/**
 * The login endpoints real clients call before they read (real-world.md): the v2 and v1 logins
 * (each JSON, urlencoded or multipart form fields), and the v2 refresh (Bearer token, or
 * accessToken in a JSON body). Other methods on these
 * paths answer 405 (Allow: POST), not a 401 from the token guard further on. Paths from the root.
 */
export function createAuthRoutes(options: AuthOptions): CoreRoute[] {
  const login = async (exchange: RequestContext): Promise<string> =>
    readCredentials(await readLoginBody(exchange, ["json", "urlencoded", "multipart"]), options);
  return [
    {
      path: pathOf("v2-login"),
      allow: "POST",
      methods: {
        POST: async (exchange) =>
          tokenAnswer(
            201,
            await v2TokenBody(V2_TOKEN_MESSAGES.login, await login(exchange), options),
          ),
      },
    },
    {
      path: pathOf("v2-refresh"),
      allow: "POST",
      methods: {
        POST: async (exchange) => {
          const token = await tokenOfRefresh(exchange);
          if (token === undefined) {
            throw new ApiError("unauthorized", {
              detail: "no token: send Authorization: Bearer <token>",
              headers: CHALLENGE,
            });
          }
          const claims = await verifyIssuedToken(token, options);
          // With auth off the mock refreshes any token, so a client survives a restarted mock.
          if (claims === undefined && options.mode === "required") {
            throw new ApiError("unauthorized", {
              detail: "the token is invalid or expired",
              headers: CHALLENGE,
            });
          }
          const email = claims?.sub ?? "anonymous";
          return tokenAnswer(201, await v2TokenBody(V2_TOKEN_MESSAGES.refresh, email, options));
        },
      },
    },
    {
      path: pathOf("v1-login"),
      allow: "POST",
      methods: {
        POST: async (exchange) => {
          // The v1 R client reads the login answer's first value as the token and takes
          // "Unauthorized" for wrong credentials: a 401's msg (its first member) is exactly that.
          const email = await login(exchange).catch((error: unknown) => {
            throw error instanceof ApiError && error.code === "unauthorized"
              ? new ApiError("unauthorized")
              : error;
          });
          const issued = await issueToken(email, options);
          const body: V1AuthTokenResponse = { access_token: issued.accessToken };
          return tokenAnswer(200, body);
        },
      },
    },
  ];
}
