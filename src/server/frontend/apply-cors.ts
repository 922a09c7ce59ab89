import type { Answer } from "../answer";
import type { RequestContext } from "../core/request-context";
import {
  FRESHNESS_HEADERS,
  IGNORED_PARAMETERS_HEADER,
  STATE_FRESHNESS_HEADERS,
  TOTAL_COUNT_HEADER,
} from "../../contract";

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
 * is echoed); the headers go on the exchange, so every answer carries them. A preflight request
 * is answered here: a 204 with the allowed methods and headers.
 */
export function applyCors(exchange: RequestContext): Answer | undefined {
  const origin = exchange.header("origin");
  const headers = exchange.headers;
  headers["Access-Control-Allow-Origin"] = origin ?? "*";
  // The answer depends on Origin whether or not it was sent: a cache must not give the `*`
  // answer to a credentialed request from an origin.
  headers.Vary = "Origin";
  if (origin !== undefined) headers["Access-Control-Allow-Credentials"] = "true";
  headers["Access-Control-Expose-Headers"] = EXPOSED.join(", ");
  if (
    exchange.request.method !== "OPTIONS" ||
    exchange.header("access-control-request-method") === undefined
  ) {
    return undefined;
  }
  headers["Access-Control-Allow-Methods"] = "GET, HEAD, POST, OPTIONS";
  headers.Vary = "Origin, Access-Control-Request-Headers";
  headers["Access-Control-Allow-Headers"] =
    exchange.header("access-control-request-headers") ?? ALLOWED.join(", ");
  headers["Access-Control-Max-Age"] = "600";
  return { status: 204, headers: {}, body: [], length: 0, stable: false };
}
