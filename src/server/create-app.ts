import express, { type Express } from "express";
import { createUnknownParameterFilter } from "./create-unknown-parameter-filter";
import type { AppOptions } from "./app-options";
import { appIdentity } from "./app-identity";
import { createAuthRouter, createTokenGuard } from "./auth";
import { createDocsRouter } from "./create-docs-router";
import { createFreshnessHeaders } from "./create-freshness-headers";
import { createQueryGuard } from "./create-query-guard";
import { errorMiddleware, methodNotAllowed, notFoundHandler } from "./errors";
import { createFixedBodyHandler } from "./create-fixed-body-handler";
import { describeWorld } from "../world/describe-world";
import {
  createCorsMiddleware,
  createFailureMiddleware,
  createForcedStatusMiddleware,
  createLatencyMiddleware,
  createRequestLogger,
  RequestDraws,
} from "./frontend";
import { lazyHandler } from "./lazy-handler";
import { resolveAppOptions } from "./resolve-app-options";
import { TRANSPORT_LOCAL } from "./respond";
import { createTransport } from "./transport";
import { createV1Router } from "./v1";
import { buildV2Data, createV2Router } from "./v2";

/**
 * The mock API as an Express app that does not listen (supertest drives it; startServer listens).
 * The pipeline, in order: log, CORS, check the raw query string, docs, GET /__world, then for
 * /api: a forced status, latency and failures as asked, the login endpoints, the token guard,
 * and the v2 and v1 routers; 404 when nothing matched; every error rendered by one middleware.
 * Endpoints build framework-independent answers (answer.ts); the Node transport (transport/)
 * compresses, tags (ETag, 304, Cache-Control) and streams them. The world is indexed here, once.
 * Express's default simple query parser stays: repeated names arrive as arrays and bracketed
 * names (`estado_id[]`) as literal keys.
 */
export function createApp(options: AppOptions): Express {
  const settings = resolveAppOptions(options);
  const { world } = options;
  const app = express();
  app.disable("x-powered-by");
  // ETags are derived from the app's identity and the URL by the transport (the world is
  // immutable); hashing megabytes of body for one, as Express would, costs more than the body.
  app.disable("etag");
  const transport = createTransport(appIdentity(options), options.transport);
  app.use((_request, response, next) => {
    response.locals[TRANSPORT_LOCAL] = transport;
    next();
  });
  if (options.log !== undefined) app.use(createRequestLogger(options.log));
  if (options.cors !== false) app.use(createCorsMiddleware());
  app.use(createQueryGuard(settings.queryLimits));
  if (options.unknownParameters === "ignore") app.use(createUnknownParameterFilter());
  const { maxTake, defaultTake, defaultOrder } = settings.occurrences;
  app.use(
    createDocsRouter({ maxTake, defaultTake, defaultOrder, auth: settings.auth.mode, world }),
  );
  // What is served (README "GET /__world"): outside /api, so no token, failure or latency.
  app
    .route("/__world")
    .get(createFixedBodyHandler(JSON.stringify(describeWorld(world))))
    .all(methodNotAllowed(["GET", "HEAD"]));

  const draws = new RequestDraws(world.seed);
  app.use("/api", createForcedStatusMiddleware());
  if (options.latency !== undefined)
    app.use("/api", createLatencyMiddleware(options.latency, draws));
  if (settings.failRate > 0) app.use("/api", createFailureMiddleware(settings.failRate, draws));
  app.use(createAuthRouter(settings.auth));
  const guard = createTokenGuard(settings.auth);

  app.use("/api/v2/occurrences", createFreshnessHeaders(world.lastUpdate, world.states));
  app.use("/api/v2", guard, createV2Router(buildV2Data(world), settings.occurrences));
  const v1 = lazyHandler(() => createV1Router(world, { v1MaxRows: options.v1MaxRows }));
  app.use("/api/v1", guard, v1);
  app.use(notFoundHandler);
  app.use(errorMiddleware);
  return app;
}
