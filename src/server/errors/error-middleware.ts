import type { ErrorRequestHandler } from "express";
import type { ApiError } from "./api-error";
import { apiVersionOf, type ApiVersion } from "./api-version-of";
import { renderV1Error } from "./render-v1-error";
import { renderV2Error } from "./render-v2-error";
import { toApiError } from "./to-api-error";

/** Each version's error body, rendered from an ApiError. */
const RENDERERS: { readonly [version in ApiVersion]: (error: ApiError) => object } = {
  v1: renderV1Error,
  v2: renderV2Error,
};

/** The error body of an ApiError in the format of an API version. */
export function renderApiError(error: ApiError, version: ApiVersion): object {
  return RENDERERS[version](error);
}

/**
 * The one error middleware: renders every error as the JSON body of the API version asked, with
 * the catalogue's status and headers. Nothing else writes error bodies; no stack trace leaves.
 */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, request, response, next) => {
  if (response.headersSent) {
    next(error);
    return;
  }
  const apiError = toApiError(error);
  for (const [name, value] of Object.entries(apiError.details.headers ?? {})) {
    response.setHeader(name, value);
  }
  response.status(apiError.status).json(renderApiError(apiError, apiVersionOf(request)));
};
