import { http, type HttpHandler } from "msw";
import { OPERATIONS } from "../contract";
import {
  type AppOptions,
  appIdentity,
  createTagging,
  createRequestHandler,
  unauthorizedOptionOf,
  unknownParameterModeOf,
  v1ReversedRangeOf,
} from "../server";
import type { MswHandlerOptions } from "./msw-handler-options";
import { toCoreRequest } from "./to-core-request";
import { toResponse } from "./to-response";
import { apiPattern, basePathOf, baseUrlPattern, routePattern } from "./url-pattern";
import { worldOfOptions } from "./world-of-options";

/** The options that choose the world or the handlers' URLs and tags, not createApp's. */
const HANDLER_ONLY: ReadonlySet<string> = new Set([
  "world",
  "seed",
  "occurrences",
  "since",
  "until",
  "profile",
  "dirty",
  "baseUrl",
  "cacheControl",
] satisfies (keyof MswHandlerOptions)[]);

/**
 * The createApp options of handler options: the world they choose, and every createApp option
 * given.
 */
function appOptionsOf(options: MswHandlerOptions): AppOptions {
  const app = Object.fromEntries(
    Object.entries(options).filter(([name]) => !HANDLER_ONLY.has(name)),
  ) as Omit<AppOptions, "world">;
  const profile = typeof options.profile === "object" ? "spec" : options.profile;
  // A profile folder's settings (settings.json) where the options do not choose.
  const folder = typeof options.profile === "object" ? options.profile.settings : undefined;
  const settled = Object.fromEntries(
    Object.entries(folder ?? {}).filter(([name]) => name !== "evidence" && name !== "undecided"),
  ) as Omit<AppOptions, "world">;
  const chosen = { ...settled, ...app };
  return {
    ...chosen,
    world: worldOfOptions(options),
    unknownParameters: unknownParameterModeOf(chosen.unknownParameters, profile),
    v1ReversedRange: v1ReversedRangeOf(chosen.v1ReversedRange, profile),
    ...unauthorizedOptionOf(chosen.unauthorizedMsg, profile),
  };
}

/**
 * Mock Service Worker (msw 2) handlers for the whole mock API: one per path of the contract table
 * (the v2 occurrences, cities and states; the v1 occurrences, cities and their definitions; the v2
 * login and refresh, the v1 login), GET /__world, and a last one for any other URL under /api/v1 or
 * /api/v2 (the server's 404 or 405). Each answers through the same request core as the mock server
 * (createRequestHandler), so for the same options it answers the same status, headers and body,
 * errors, forced statuses (X-Mock-Status, Prefer), latency, failures and auth included. The world
 * is built when the handlers are created. Use with setupServer (msw/node) or setupWorker
 * (msw/browser).
 */
export function createHandlers(options: MswHandlerOptions = {}): HttpHandler[] {
  const appOptions = appOptionsOf(options);
  const handle = createRequestHandler(appOptions);
  const base = baseUrlPattern(options.baseUrl);
  const basePath = basePathOf(options.baseUrl);
  const tagging = createTagging(appIdentity(appOptions), options.cacheControl);
  const resolve = async ({ request }: { request: Request }): Promise<Response> => {
    const core = toCoreRequest(request, basePath);
    return toResponse(await handle(core), core, tagging);
  };
  const paths = [...new Set([...OPERATIONS.map((endpoint) => endpoint.path), "/__world"])];
  return [
    ...paths.map((path) => http.all(routePattern(base, path), resolve)),
    http.all(apiPattern(base), resolve),
  ];
}
