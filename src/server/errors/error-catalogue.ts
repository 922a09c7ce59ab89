/** The stable machine codes of the mock's error bodies (v2 msgCode, v1 error). */
export const ERROR_CODES = [
  "invalid_parameter",
  "invalid_body_field",
  "not_found",
  "method_not_allowed",
  "uri_too_long",
  "request_too_large",
  "payload_too_large",
  "bad_request",
  "unauthorized",
  "rate_limited",
  "unavailable",
  "forced_status",
  "internal_error",
] as const;

/** A stable machine code of an error body. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One error template: the HTTP status and the human message, which a detail may follow. */
export interface ErrorTemplate {
  /** HTTP status (also `code` in v2 bodies, `status` in v1 bodies). */
  readonly status: number;
  /** Human-readable message; a detail, when there is one, follows after a colon. */
  readonly msg: string;
  /**
   * Headers an answer with this code may carry (the OpenAPI document lists them): Allow on a 405,
   * WWW-Authenticate on a 401 that asks for a token, Retry-After on a 429.
   */
  readonly headers?: readonly string[];
}

/**
 * Every error the mock answers, by code. Rendered in one place (the error middleware), per API
 * version. internal_error is the net under everything else: no request is meant to reach it.
 */
export const ERROR_CATALOGUE: { readonly [code in ErrorCode]: ErrorTemplate } = {
  invalid_parameter: { status: 400, msg: "Invalid query parameter" },
  invalid_body_field: { status: 400, msg: "Invalid body field" },
  not_found: { status: 404, msg: "Not found" },
  method_not_allowed: { status: 405, msg: "Method not allowed", headers: ["Allow"] },
  uri_too_long: { status: 414, msg: "Query string too long" },
  request_too_large: { status: 431, msg: "Request headers too large" },
  payload_too_large: { status: 413, msg: "Request body too large" },
  bad_request: { status: 400, msg: "Malformed request" },
  unauthorized: { status: 401, msg: "Unauthorized", headers: ["WWW-Authenticate"] },
  rate_limited: { status: 429, msg: "Too many requests", headers: ["Retry-After"] },
  unavailable: { status: 503, msg: "Service unavailable" },
  // The status comes from the X-Mock-Status header (ApiError.forced); 500 is only its template.
  forced_status: { status: 500, msg: "Status forced by the X-Mock-Status header" },
  internal_error: { status: 500, msg: "Internal error" },
};
