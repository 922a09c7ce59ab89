function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Any origin: a scheme, `://`, and a host (with its port). */
const ANY_ORIGIN = "[a-z][a-z0-9+.-]*://[^/?#]+";

/**
 * The prefix of the URLs the handlers answer (a RegExp source, no anchors): `baseUrl` without
 * its trailing slash, or any origin when there is none. A baseUrl that is not an absolute URL is
 * a RangeError (a configuration mistake).
 */
export function baseUrlPattern(baseUrl: string | undefined): string {
  if (baseUrl === undefined) return ANY_ORIGIN;
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new RangeError(
      `createHandlers: baseUrl must be an absolute http(s) URL such as http://localhost:3000, got "${baseUrl}"`,
    );
  }
  return escapeRegExp(`${url.origin}${url.pathname.replace(/\/+$/, "")}`);
}

/** The path a base URL puts before the API's paths (`/backend` of http://host/backend), or "". */
export function basePathOf(baseUrl: string | undefined): string {
  return baseUrl === undefined ? "" : new URL(baseUrl).pathname.replace(/\/+$/, "");
}

/**
 * The RegExp of one path of the API below the base (case-insensitive, one trailing slash
 * allowed, as the server routes), matched by msw against the URL without its query.
 */
export function routePattern(base: string, path: string): RegExp {
  return new RegExp(`^${base}${escapeRegExp(path)}/?$`, "i");
}

/**
 * The RegExp of every other URL below /api/v1 and /api/v2, answered as the server does (404,
 * 405, a 401 first with auth required). Other /api URLs are left to the app's own handlers.
 */
export function apiPattern(base: string): RegExp {
  return new RegExp(`^${base}/api/v[12](/.*)?$`, "i");
}
