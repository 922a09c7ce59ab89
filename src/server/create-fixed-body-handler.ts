import { createQueryParser } from "../query";
import { bodyAnswer, JSON_CONTENT_TYPE } from "./answer";
import type { RouteHandler } from "./core/core-route";
import { ApiError } from "./errors/api-error";

/**
 * The handler of an endpoint that takes no parameters and always answers the same JSON body
 * (GET /api/v2/states, the v1 definitions, GET /__world): any parameter is a 400 naming it,
 * rendered in the version's error format.
 */
export function createFixedBodyHandler(body: string | Uint8Array): RouteHandler {
  const parse = createQueryParser("query/no-parameters");
  return (exchange) => {
    const parsed = parse(exchange.rawQuery());
    if (!parsed.ok) throw ApiError.invalidParameters(parsed.problems);
    return bodyAnswer(JSON_CONTENT_TYPE, body);
  };
}
