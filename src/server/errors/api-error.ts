import type { ParameterProblem } from "../../generated/types";
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from "./error-catalogue";

/** What an ApiError carries besides its code. */
export interface ApiErrorDetails {
  /** Text after the template's message, e.g. the parameters' names or the path. */
  readonly detail?: string;
  /** The bad parameters, for invalid_parameter. */
  readonly problems?: readonly ParameterProblem[];
  /** The HTTP status, when it is not the catalogue's (forced_status only). */
  readonly status?: number;
  /** Headers the answer must carry, e.g. Allow for method_not_allowed. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The whole message, in place of the template's and the detail: for a message a real client
   * compares word for word (the real service's 401, AppOptions.unauthorizedMsg).
   */
  readonly msg?: string;
}

/**
 * An error answered to the client, from the catalogue by its code. Handlers pass it to `next`;
 * the error middleware renders it in the body format of the API version asked.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status, from the catalogue. */
  readonly status: number;

  constructor(
    /** Its code in the catalogue. */
    readonly code: ErrorCode,
    /** Detail, problems and headers. */
    readonly details: ApiErrorDetails = {},
  ) {
    const template = ERROR_CATALOGUE[code];
    super(
      details.msg ??
        (details.detail === undefined ? template.msg : `${template.msg}: ${details.detail}`),
    );
    this.status = details.status ?? template.status;
  }

  /**
   * The error for a status a client forced (X-Mock-Status): the catalogue's own error when one
   * has that status (400 bad_request, 401 unauthorized, 404 not_found, 429 rate_limited with
   * Retry-After: 1, 503 unavailable, …), else forced_status with that status.
   */
  static forced(status: number, header = "X-Mock-Status", allow = "GET, HEAD"): ApiError {
    const detail = `forced by ${header}`;
    const own = ERROR_CODES.find(
      (code) =>
        code !== "forced_status" &&
        code !== "invalid_parameter" &&
        code !== "invalid_body_field" &&
        ERROR_CATALOGUE[code].status === status,
    );
    // The headers the catalogue names for the code (Allow on a 405, WWW-Authenticate on a 401,
    // Retry-After on a 429), with the values the mock's own answers of those codes carry.
    const values: Readonly<Record<string, string>> = {
      Allow: allow,
      "WWW-Authenticate": "Bearer",
      "Retry-After": "1",
    };
    const named = own === undefined ? undefined : ERROR_CATALOGUE[own].headers;
    const headers =
      named === undefined
        ? undefined
        : Object.fromEntries(
            named.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])),
          );
    return own === undefined
      ? new ApiError("forced_status", { detail, status, headers })
      : new ApiError(own, { detail, headers });
  }

  /** A 400 naming every bad field of a request body (a login form), listed like parameters. */
  static invalidBodyFields(problems: readonly ParameterProblem[]): ApiError {
    const names = [...new Set(problems.map((problem) => problem.parameter))];
    return new ApiError("invalid_body_field", { detail: names.join(", "), problems });
  }

  /** A 400 naming every bad parameter. */
  static invalidParameters(problems: readonly ParameterProblem[]): ApiError {
    const names = [...new Set(problems.map((problem) => problem.parameter))];
    return new ApiError("invalid_parameter", { detail: names.join(", "), problems });
  }
}
