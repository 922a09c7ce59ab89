import express, { type Express } from "express";
import type { AppOptions } from "../server/app-options";
import { appIdentity } from "../server/app-identity";
import { createRequestHandler } from "../server/core/create-request-handler";
import { createDocsRoutes } from "./create-docs-routes";
import { errorMiddleware } from "./errors";
import { sendCoreAnswer } from "./express/send-core-answer";
import { toCoreRequest } from "./express/to-core-request";
import { createRequestLogger } from "./create-request-logger";
import { resolveAppOptions } from "../server/resolve-app-options";
import { TRANSPORT_LOCAL } from "./respond";
import { createTransport } from "./transport";

/**
 * The mock API as an Express app that does not listen (supertest drives it; startServer listens):
 * a thin adapter over the request core (createRequestHandler), which runs the whole pipeline
 * without Express. Node-side here: the request log, GET /openapi.json and /docs (handed to the
 * core as extra routes, so they pass the same CORS and query checks) and the Node transport,
 * which compresses, tags (ETag, 304, Cache-Control) and streams stable answers. Express's simple
 * query parser stays for anything mounted beside it; the core parses the same way
 * (parseSimpleQuery): repeated names as arrays, bracketed names (`estado_id[]`) as literal keys.
 */
export function createApp(options: AppOptions): Express {
  const resolved = resolveAppOptions(options);
  const { maxTake, defaultTake, defaultOrder } = resolved.occurrences;
  const handle = createRequestHandler(options, {
    routes: createDocsRoutes({
      maxTake,
      defaultTake,
      defaultOrder,
      auth: resolved.auth.mode,
      world: options.world,
    }),
  });
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
  app.use((request, response, next) => {
    handle(toCoreRequest(request)).then((answer) => sendCoreAnswer(response, answer), next);
  });
  app.use(errorMiddleware);
  return app;
}
