import type { RequestHandler } from "express";
import { FRESHNESS_HEADERS, STATE_FRESHNESS_HEADERS } from "../create-freshness-headers";
import { IGNORED_PARAMETERS_HEADER } from "../ignored-parameters-header";
import { TOTAL_COUNT_HEADER } from "../v1/create-v1-list-handler";

/** Headers a browser app may read from the mock's answers. */
const EXPOSED = [
  ...FRESHNESS_HEADERS,
  ...STATE_FRESHNESS_HEADERS,
  IGNORED_PARAMETERS_HEADER,
  TOTAL_COUNT_HEADER,
  "Retry-After",
  "WWW-Authenticate",
];
/** Headers a browser app may send. */
const ALLOWED = ["Authorization", "Content-Type", "X-Mock-Status", "Prefer"];

/**
 * CORS for frontend apps on another origin: every origin is allowed (credentials too: the origin
 * is echoed), preflight requests are answered 204 with the allowed methods and headers.
 */
export function createCorsMiddleware(): RequestHandler {
  return (request, response, next) => {
    const origin = request.get("origin");
    response.setHeader("Access-Control-Allow-Origin", origin ?? "*");
    // The answer depends on Origin whether or not it was sent: a cache must not give the `*`
    // answer to a credentialed request from an origin.
    response.append("Vary", "Origin");
    if (origin !== undefined) response.setHeader("Access-Control-Allow-Credentials", "true");
    response.setHeader("Access-Control-Expose-Headers", EXPOSED.join(", "));
    if (
      request.method === "OPTIONS" &&
      request.get("access-control-request-method") !== undefined
    ) {
      response.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS");
      response.append("Vary", "Access-Control-Request-Headers");
      response.setHeader(
        "Access-Control-Allow-Headers",
        request.get("access-control-request-headers") ?? ALLOWED.join(", "),
      );
      response.setHeader("Access-Control-Max-Age", "600");
      response.status(204).end();
      return;
    }
    next();
  };
}
