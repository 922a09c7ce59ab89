import type { CoreRequest } from "../server/core/core-request";

/**
 * A fetch Request as the request core reads it: method, the path without `basePath`, the raw
 * query string, lower-case headers, and the body read only if an endpoint asks for it.
 */
export function toCoreRequest(request: Request, basePath: string): CoreRequest {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const path = url.pathname.slice(basePath.length) || "/";
  return {
    method: request.method.toUpperCase(),
    path,
    query: url.search.slice(1),
    headers,
    body: async () => new Uint8Array(await request.arrayBuffer()),
  };
}
