import type { ApiVersion } from "../../contract";

export type { ApiVersion } from "../../contract";

/**
 * The version a request target addresses: /api/v1… is v1; everything else answers in v2's format.
 */
export function apiVersionOfUrl(url: string): ApiVersion {
  return /^\/api\/v1(\/|$|\?)/i.test(url) ? "v1" : "v2";
}
