import express, { type Express } from "express";
import { apiBase } from "../../../src/contract";
import { createQueryGuard } from "../../../src/node";
import { errorMiddleware, notFoundHandler } from "../../../src/node/errors";
import { sendCoreAnswer } from "../../../src/node/express/send-core-answer";
import { toCoreRequest } from "../../../src/node/express/to-core-request";
import { DEFAULT_QUERY_LIMITS } from "../../../src/server";
import { RequestContext } from "../../../src/server/core/request-context";
import { findRoute } from "../../../src/server/core/find-route";
import { pathUnder } from "../../../src/server/core/path-under";
import { createV1Routes, type V1RouterOptions, type V1RowSource } from "../../../src/server/v1";
import { FIXTURE_CITIES, fixtureOccurrences } from "../../query/v1/v1-fixture";

/** The hand-made rows: 120 occurrences, 9 cities. */
export const FIXTURE_SOURCE: V1RowSource = {
  occurrenceRows: () => fixtureOccurrences(120),
  cityRows: () => FIXTURE_CITIES,
};

/**
 * An app like createApp's pipeline around the request core's v1 routes alone, over any rows: the
 * raw-query guard, the core's v1 routes (createV1Routes) below the v1 base, each answer sent
 * through the Node adapter (sendCoreAnswer), the 404 handler and the error middleware (which
 * renders v1 bodies).
 */
export function createV1TestApp(
  options: V1RouterOptions = {},
  source: V1RowSource = FIXTURE_SOURCE,
): Express {
  const routes = createV1Routes(source, options);
  const app = express();
  app.disable("etag");
  app.use(createQueryGuard(DEFAULT_QUERY_LIMITS));
  app.use((request, response, next) => {
    const core = toCoreRequest(request);
    const rest = pathUnder(core.path, apiBase("v1"));
    const handler = rest === undefined ? undefined : findRoute(routes, core.method, rest);
    if (handler === undefined) {
      next();
      return;
    }
    Promise.resolve()
      .then(() => handler(new RequestContext(core)))
      .then((answer) => sendCoreAnswer(response, answer), next);
  });
  app.use(notFoundHandler);
  app.use(errorMiddleware);
  return app;
}
