import type { Request } from "express";

/** The API versions whose error bodies differ. */
export const API_VERSIONS = ["v1", "v2"] as const;
/** An API version. */
export type ApiVersion = (typeof API_VERSIONS)[number];

/** The version a request addressed: /api/v1… is v1; everything else answers in v2's format. */
export function apiVersionOf(request: Request): ApiVersion {
  return /^\/api\/v1(\/|$|\?)/i.test(request.originalUrl) ? "v1" : "v2";
}
