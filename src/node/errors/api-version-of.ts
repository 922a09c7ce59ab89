import type { Request } from "express";
import { apiVersionOfUrl, type ApiVersion } from "../../server";

/** The version an Express request addressed (apiVersionOfUrl of its original URL). */
export function apiVersionOf(request: Request): ApiVersion {
  return apiVersionOfUrl(request.originalUrl);
}
