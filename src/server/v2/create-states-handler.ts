import type { RequestHandler } from "express";
import { createQueryParser, type RawQuery } from "../../query";
import { ApiError } from "../errors";
import { sendJson } from "../send-json";
import type { V2Data } from "./v2-data";

/** GET /api/v2/states (real-world.md): every state as {id, name} in the envelope; no parameters. */
export function createStatesHandler(data: V2Data): RequestHandler {
  const parse = createQueryParser("query/no-parameters");
  return (request, response, next) => {
    const parsed = parse(request.query as RawQuery);
    if (!parsed.ok) {
      next(ApiError.invalidParameters(parsed.problems));
      return;
    }
    sendJson(response, 200, data.statesBody);
  };
}
