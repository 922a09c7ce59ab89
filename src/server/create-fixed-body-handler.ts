import type { RequestHandler } from "express";
import { createQueryParser, type RawQuery } from "../query";
import { ApiError } from "./errors";
import { sendJson } from "./send-json";

/**
 * The handler of an endpoint that takes no parameters and always answers the same JSON body
 * (GET /api/v2/states, the v1 definitions): any parameter is a 400 naming it, rendered in the
 * version's error format by the error middleware.
 */
export function createFixedBodyHandler(body: string | Buffer): RequestHandler {
  const parse = createQueryParser("query/no-parameters");
  return (request, response, next) => {
    const parsed = parse(request.query as RawQuery);
    if (!parsed.ok) {
      next(ApiError.invalidParameters(parsed.problems));
      return;
    }
    sendJson(response, 200, body);
  };
}
