import type { Express } from "express";
import {
  type AppOptions,
  appIdentity,
  createRequestHandler,
  type RequestHandler,
  resolveAppOptions,
} from "../server";
import type { Transport } from "./transport/transport";
import { createDocsRoutes } from "./create-docs-routes";
import { createExpressApp } from "./express/create-express-app";
import { createTransport } from "./transport";

/** The parts of the Node app: the request core, the transport, and the Express app over them. */
export interface AppParts {
  /** The request core, with /openapi.json and /docs as extra routes. */
  readonly handle: RequestHandler;
  /** The Node transport every answer goes through. */
  readonly transport: Transport;
  /** The Express app over both. */
  readonly app: Express;
}

/** Builds the request core (the world indexed once), the transport and the Express app. */
export function createAppParts(options: AppOptions): AppParts {
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
  const transport = createTransport(appIdentity(options), options.transport);
  return { handle, transport, app: createExpressApp(handle, transport, options.log) };
}

/**
 * The mock API as an Express app that does not listen (supertest drives it; startServer listens):
 * a thin adapter over the request core (createRequestHandler), which runs the whole pipeline
 * without Express. Node-side here: the request log, GET /openapi.json and /docs (handed to the
 * core as extra routes, so they pass the same CORS and query checks) and the Node transport,
 * which compresses, tags (ETag, 304, Cache-Control) and streams stable answers. Express's simple
 * query parser stays for anything mounted beside it; the core parses the same way
 * (parseSimpleQuery): repeated names as arrays, bracketed names (`estado_id[]`) as literal keys.
 * `serve` puts createServeListener (a whole-answer cache in front) before it.
 */
export function createApp(options: AppOptions): Express {
  return createAppParts(options).app;
}
