import type { ErrorRequestHandler } from "express";
import { apiVersionOf } from "./api-version-of";
import { renderApiError, toApiError } from "../../server";

export { renderApiError };

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
