import { createDocsRoutes } from "../../../src/node/create-docs-routes";
import type { AppOptions } from "../../../src/server/app-options";
import {
  createRequestHandler,
  type RequestHandler,
} from "../../../src/server/core/create-request-handler";
import { resolveAppOptions } from "../../../src/server/resolve-app-options";
import { appIdentity, createTagging, type Tagging } from "../../../src/server";

/**
 * The mock as the fast tier drives it: the request core (createRequestHandler) with the extra
 * routes createApp hands it (GET /openapi.json, /docs), and no Express, no socket. What only the
 * Node adapter decides (compression, Content-Length, HEAD without a body, the request log) is
 * tested end to end under test/e2e/; the ETag/304 every adapter decides alike (conditionalHead)
 * coreFetch applies with the app's tagging.
 */
export interface CoreApp {
  /** The core's handler: a plain request in, its Answer out. */
  readonly handle: RequestHandler;
  /** How the app's adapters tag its stable answers (its ETags). */
  readonly tagging: Tagging;
}

/** The request core of `createApp(options)`, for coreRequest and getJson. */
export function coreApp(options: AppOptions): CoreApp {
  const { maxTake, defaultTake, defaultOrder } = resolveAppOptions(options).occurrences;
  const handle = createRequestHandler(options, {
    routes: createDocsRoutes({
      maxTake,
      defaultTake,
      defaultOrder,
      auth: resolveAppOptions(options).auth.mode,
      world: options.world,
    }),
  });
  return { handle, tagging: createTagging(appIdentity(options)) };
}
