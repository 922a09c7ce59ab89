import type { RequestHandler } from "express";
import { findEncodingProblems } from "../query";
import { ApiError } from "./errors";
import type { QueryLimits } from "./query-limits";

/**
 * Middleware that checks the raw query string before any endpoint reads it: its length (414),
 * its number of parameters (400) and its percent-encoding (400 naming each parameter), so that
 * node:querystring's lenient decoding never turns a malformed value into a different one.
 */
export function createQueryGuard(limits: QueryLimits): RequestHandler {
  return (request, _response, next) => {
    const url = request.url;
    const mark = url.indexOf("?");
    if (mark === -1) {
      next();
      return;
    }
    const query = url.slice(mark + 1);
    if (query.length > limits.maxLength) {
      const detail = `${query.length} characters; at most ${limits.maxLength}`;
      next(new ApiError("uri_too_long", { detail }));
      return;
    }
    const count = query.split("&").length;
    if (count > limits.maxParameters) {
      const detail = `${count} parameters; at most ${limits.maxParameters}`;
      next(new ApiError("invalid_parameter", { detail, problems: [] }));
      return;
    }
    const problems = findEncodingProblems(query);
    next(problems.length > 0 ? ApiError.invalidParameters(problems) : undefined);
  };
}
