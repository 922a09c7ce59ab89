import type { CoreRequest } from "../server";
import { readRequestBody } from "./read-request-body";

/**
 * A fetch Request as the request core reads it: method, the path without `basePath`, the raw
 * query string, lower-case headers, and the body read only if an endpoint asks for it, and then
 * only up to the endpoint's limit (a login body over 16 KiB is a 413 without being read whole).
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
    body: (limit) => readRequestBody(request, limit),
  };
}
