/** The API versions the contract describes, oldest first. */
export const API_VERSIONS = ["v1", "v2"] as const;

/** One API version: its routes live under `/api/<version>` and its errors take its body format. */
export type ApiVersion = (typeof API_VERSIONS)[number];

/** The root every API route lives under; what is outside it is the mock's own (docs, world). */
export const API_ROOT = "/api";

/** The base of a version's routes, e.g. `/api` + `/v2`. */
export function apiBase(version: ApiVersion): string {
  return `${API_ROOT}/${version}`;
}
