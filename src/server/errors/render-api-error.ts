import type { ApiError } from "./api-error";
import type { ApiVersion } from "./api-version-of";
import { renderV1Error } from "./render-v1-error";
import { renderV2Error } from "./render-v2-error";

/** Each version's error body, rendered from an ApiError. */
const RENDERERS: { readonly [version in ApiVersion]: (error: ApiError) => object } = {
  v1: renderV1Error,
  v2: renderV2Error,
};

/** The error body of an ApiError in the format of an API version. */
export function renderApiError(error: ApiError, version: ApiVersion): object {
  return RENDERERS[version](error);
}
