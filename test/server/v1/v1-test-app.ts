import express, { type Express } from "express";
import { createQueryGuard, DEFAULT_QUERY_LIMITS } from "../../../src/server";
import { errorMiddleware, notFoundHandler } from "../../../src/server/errors";
import { createV1RowsRouter, type V1RouterOptions, type V1RowSource } from "../../../src/server/v1";
import { FIXTURE_CITIES, fixtureOccurrences } from "../../query/v1/v1-fixture";

/** The hand-made rows: 120 occurrences, 9 cities. */
export const FIXTURE_SOURCE: V1RowSource = {
  occurrenceRows: () => fixtureOccurrences(120),
  cityRows: () => FIXTURE_CITIES,
};

/**
 * An app like createApp's pipeline around the v1 router alone: the raw-query guard, the router at
 * /api/v1, the 404 handler and the project's error middleware (which renders v1 bodies).
 */
export function createV1TestApp(
  options: V1RouterOptions = {},
  source: V1RowSource = FIXTURE_SOURCE,
): Express {
  const app = express();
  app.disable("etag");
  app.use(createQueryGuard(DEFAULT_QUERY_LIMITS));
  app.use("/api/v1", createV1RowsRouter(source, options));
  app.use(notFoundHandler);
  app.use(errorMiddleware);
  return app;
}
