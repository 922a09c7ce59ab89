import type { V1ErrorResponse } from "../../generated/types";
import type { ApiError } from "./api-error";

/** The /api/v1 error body (schemas/v1/error-response.json): msg, error, status, parameters. */
export function renderV1Error(error: ApiError): V1ErrorResponse {
  const body: V1ErrorResponse = { msg: error.message, error: error.code, status: error.status };
  if (error.details.problems !== undefined) body.parameters = [...error.details.problems];
  return body;
}
