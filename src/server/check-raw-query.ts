import { findEncodingProblems } from "../query";
import { ApiError } from "./errors/api-error";
import type { QueryLimits } from "./query-limits";

/**
 * Checks a raw query string (after `?`) before any endpoint reads it: its length (414), its
 * number of parameters (400) and its percent-encoding (400 naming each parameter), so that the
 * simple parser's lenient decoding never turns a malformed value into a different one. Returns
 * the error, or undefined when the query may be read.
 */
export function checkRawQuery(query: string, limits: QueryLimits): ApiError | undefined {
  if (query.length > limits.maxLength) {
    const detail = `${query.length} characters; at most ${limits.maxLength}`;
    return new ApiError("uri_too_long", { detail });
  }
  const count = query.split("&").length;
  if (count > limits.maxParameters) {
    const detail = `${count} parameters; at most ${limits.maxParameters}`;
    return new ApiError("invalid_parameter", { detail, problems: [] });
  }
  const problems = findEncodingProblems(query);
  return problems.length > 0 ? ApiError.invalidParameters(problems) : undefined;
}
