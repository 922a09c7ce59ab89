import express, { Router } from "express";
import type { V1AuthTokenResponse } from "../../generated/types";
import { ApiError, methodNotAllowed } from "../errors";
import type { AuthOptions } from "./auth-options";
import { bearerTokenOf } from "./bearer-token-of";
import { issueToken } from "./issue-token";
import { parseMultipartFields } from "./parse-multipart-fields";
import { readCredentials } from "./read-credentials";
import { V2_TOKEN_MESSAGES, v2TokenBody } from "./v2-token-body";
import { verifyIssuedToken } from "./verify-issued-token";

/** The paths of the login endpoints. */
const LOGIN_PATHS = ["/api/v2/auth/login", "/api/v2/auth/refresh", "/api/v1/auth/login"];

/** The header of a 401 that asks for a Bearer token. */
const CHALLENGE = { "WWW-Authenticate": "Bearer" } as const;

function tokenOfRefresh(request: express.Request): string | undefined {
  const body = request.body as { accessToken?: unknown } | undefined;
  const fromBody = typeof body?.accessToken === "string" ? body.accessToken : undefined;
  return bearerTokenOf(request) ?? fromBody;
}

/**
 * The login endpoints real clients call before they read (real-world.md): POST /api/v2/auth/login
 * and POST /api/v1/auth/login (each JSON, urlencoded or multipart form fields), and
 * POST /api/v2/auth/refresh (Bearer token, or accessToken in the body). Other methods on these paths answer 405 (Allow: POST).
 * Mounted at the root.
 */
export function createAuthRouter(options: AuthOptions): Router {
  const router = Router();
  const json = express.json({ limit: "16kb" });
  // extended: false parses with node's querystring, not qs (no nested objects, no pollution).
  const urlencoded = express.urlencoded({ extended: false, limit: "16kb" });
  // multipart/form-data is what R's httr sends by default (real-world.md): read raw, then split.
  const multipart = express.raw({ type: "multipart/form-data", limit: "16kb" });
  const toFields: express.RequestHandler = (request, _response, next) => {
    if (Buffer.isBuffer(request.body)) {
      request.body = parseMultipartFields(request.body, request.get("content-type") ?? "");
    }
    next();
  };
  const form = [urlencoded, multipart, toFields];

  router.post("/api/v2/auth/login", json, ...form, (request, response) => {
    const email = readCredentials(request.body, options);
    response.status(201).json(v2TokenBody(V2_TOKEN_MESSAGES.login, email, options));
  });

  router.post("/api/v2/auth/refresh", json, (request, response) => {
    const token = tokenOfRefresh(request);
    if (token === undefined) {
      throw new ApiError("unauthorized", {
        detail: "no token: send Authorization: Bearer <token>",
        headers: CHALLENGE,
      });
    }
    const claims = verifyIssuedToken(token, options);
    // With auth off the mock refreshes any token, so a client survives a restarted mock.
    if (claims === undefined && options.mode === "required") {
      throw new ApiError("unauthorized", {
        detail: "the token is invalid or expired",
        headers: CHALLENGE,
      });
    }
    response
      .status(201)
      .json(v2TokenBody(V2_TOKEN_MESSAGES.refresh, claims?.sub ?? "anonymous", options));
  });

  router.post("/api/v1/auth/login", ...form, json, (request, response) => {
    const email = readCredentials(request.body, options);
    const body: V1AuthTokenResponse = { access_token: issueToken(email, options).accessToken };
    response.status(200).json(body);
  });

  // Other methods on the login paths are a 405, not a 401 from the token guard further on.
  router.all(LOGIN_PATHS, methodNotAllowed(["POST"]));
  return router;
}
