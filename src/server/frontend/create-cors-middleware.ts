import type { RequestHandler } from "express";

/** Headers a browser app may read from the mock's answers. */
const EXPOSED = [
  "X-Last-Update",
  "X-Last-Update-Timestamp",
  "X-Last-Update-State-Id",
  "X-Last-Update-State",
  "X-Last-Update-State-Timestamp",
  "X-Ignored-Parameters",
  "X-Total-Count",
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
