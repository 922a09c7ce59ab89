import { JSON_CONTENT_TYPE, type Answer } from "../answer";
import type { ApiError } from "../errors/api-error";
import type { ApiVersion } from "../errors/api-version-of";
import { renderApiError } from "../errors/render-api-error";
import { utf8Bytes } from "../utf8-bytes";

/**
 * The answer of an ApiError: its status, its headers (Allow, WWW-Authenticate, Retry-After) and
 * the error body of the API version asked. Not stable: an error is never tagged nor cached.
 */
export function errorAnswer(error: ApiError, version: ApiVersion): Answer {
  const bytes = utf8Bytes(JSON.stringify(renderApiError(error, version)));
  return {
    status: error.status,
    headers: { ...error.details.headers, "Content-Type": JSON_CONTENT_TYPE },
    body: [bytes],
    length: bytes.length,
    stable: false,
  };
}
