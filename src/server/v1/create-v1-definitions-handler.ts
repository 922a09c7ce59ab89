import type { RequestHandler } from "express";
import { createV1QueryParser } from "../../query/v1";
import { ApiError } from "../errors";
import { sendJson } from "../send-json";

/**
 * The handler of a v1 definitions endpoint: no parameters (any one is a 400 naming it), the
 * column names in the spec's order.
 */
export function createV1DefinitionsHandler(columns: readonly string[]): RequestHandler {
  const parse = createV1QueryParser("query/no-parameters");
  const body = JSON.stringify(columns);
  return (request, response, next) => {
    const parsed = parse(request.query);
    if (!parsed.ok) {
      next(ApiError.invalidParameters(parsed.problems));
      return;
    }
    sendJson(response, 200, body);
  };
}
