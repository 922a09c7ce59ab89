import type { Request } from "express";

/** The API versions whose error bodies differ. */
export const API_VERSIONS = ["v1", "v2"] as const;
/** An API version. */
export type ApiVersion = (typeof API_VERSIONS)[number];

/** The version a request target addresses: /api/v1… is v1; everything else answers in v2's format. */
export function apiVersionOfUrl(url: string): ApiVersion {
  return /^\/api\/v1(\/|$|\?)/i.test(url) ? "v1" : "v2";
}

/** The version a request addressed (apiVersionOfUrl of its original URL). */
export function apiVersionOf(request: Request): ApiVersion {
  return apiVersionOfUrl(request.originalUrl);
}
