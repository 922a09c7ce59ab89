import type { V2ErrorResponse } from "../../generated/types";
import type { ApiError } from "./api-error";

/** The /api/v2 error body (schemas/v2/error-response.json): msg, msgCode, code, errors. */
export function renderV2Error(error: ApiError): V2ErrorResponse {
  const body: V2ErrorResponse = { msg: error.message, msgCode: error.code, code: error.status };
  if (error.details.problems !== undefined) body.errors = [...error.details.problems];
  return body;
}
