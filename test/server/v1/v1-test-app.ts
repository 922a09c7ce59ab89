import { apiBase } from "../../../src/contract";
import type { Answer } from "../../../src/server/answer";
import { createTagging } from "../../../src/server/conditional/create-tagging";
import { checkRawQuery } from "../../../src/server/check-raw-query";
import type { CoreRequest } from "../../../src/server/core/core-request";
import { errorAnswer } from "../../../src/server/core/error-answer";
import { findRoute } from "../../../src/server/core/find-route";
import { pathUnder } from "../../../src/server/core/path-under";
import { RequestContext } from "../../../src/server/core/request-context";
import { ApiError } from "../../../src/server/errors/api-error";
import { apiVersionOfUrl } from "../../../src/server/errors/api-version-of";
import { toApiError } from "../../../src/server/errors/to-api-error";
import { DEFAULT_QUERY_LIMITS } from "../../../src/server";
import { createV1Routes, type V1RouterOptions, type V1RowSource } from "../../../src/server/v1";
import { FIXTURE_CITIES, fixtureOccurrences } from "../../query/v1/v1-fixture";
import type { CoreApp } from "../helpers/core-app";

/** The hand-made rows: 120 occurrences, 9 cities. */
export const FIXTURE_SOURCE: V1RowSource = {
  occurrenceRows: () => fixtureOccurrences(120),
  cityRows: () => FIXTURE_CITIES,
};

/** What the pipeline of createV1TestApp runs for one request; errors are thrown. */
async function answerOf(
  routes: ReturnType<typeof createV1Routes>,
  exchange: RequestContext,
): Promise<Answer> {
  const { method, path } = exchange.request;
  const problem = checkRawQuery(exchange.query, DEFAULT_QUERY_LIMITS);
  if (problem !== undefined) throw problem;
  const rest = pathUnder(path, apiBase("v1"));
  const handler = rest === undefined ? undefined : findRoute(routes, method, rest);
  if (handler === undefined) {
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    throw new ApiError("not_found", { detail: `${method} ${shown}` });
  }
  return handler(exchange);
}

/**
 * The request core's v1 routes alone, over any rows, in process: the raw-query checks, the v1
 * routes (createV1Routes) below the v1 base, a 404 naming the request, and every error rendered
 * as the core renders it (errorAnswer, a v1 body below /api/v1).
 */
export function createV1TestApp(
  options: V1RouterOptions = {},
  source: V1RowSource = FIXTURE_SOURCE,
): CoreApp {
  const routes = createV1Routes(source, options);
  return {
    tagging: createTagging("v1 test app"),
    async handle(request: CoreRequest): Promise<Answer> {
      const exchange = new RequestContext(request);
      try {
        const answer = await answerOf(routes, exchange);
        return { ...answer, headers: { ...exchange.headers, ...answer.headers } };
      } catch (error) {
        return errorAnswer(toApiError(error), apiVersionOfUrl(request.path));
      }
    },
  };
}
