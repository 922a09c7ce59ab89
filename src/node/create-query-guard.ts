import type { RequestHandler } from "express";
import { checkRawQuery } from "../server/check-raw-query";
import type { QueryLimits } from "../server/query-limits";

/**
 * Express middleware over checkRawQuery, for routers mounted outside createApp (createApp's
 * request core runs the same check): a bad raw query string goes to the error middleware.
 */
export function createQueryGuard(limits: QueryLimits): RequestHandler {
  return (request, _response, next) => {
    const mark = request.url.indexOf("?");
    next(mark === -1 ? undefined : checkRawQuery(request.url.slice(mark + 1), limits));
  };
}
