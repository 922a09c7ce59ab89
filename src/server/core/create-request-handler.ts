import { API_ROOT, apiBase, IGNORED_PARAMETERS_HEADER, pathOf } from "../../contract";
import { describeWorld } from "../../world/views-entry";
import type { Answer } from "../answer";
import type { AppOptions } from "../app-options";
import { checkToken, createAuthRoutes } from "../auth";
import { checkRawQuery } from "../check-raw-query";
import { createFixedBodyHandler } from "../create-fixed-body-handler";
import { createFreshnessHeaders } from "../create-freshness-headers";
import { createUnknownParameterFilter } from "../create-unknown-parameter-filter";
import { ApiError } from "../errors/api-error";
import { apiVersionOfUrl } from "../errors/api-version-of";
import { toApiError } from "../errors/to-api-error";
import {
  applyCors,
  createLatencyDraw,
  failureError,
  forcedStatusError,
  forcedStatusOfRequest,
  RequestDraws,
} from "../frontend";
import { lazy } from "../lazy";
import { resolveAppOptions } from "../resolve-app-options";
import { createV1Routes } from "../v1/create-v1-routes";
import { v1RowsOfWorld } from "../v1/v1-rows-of-world";
import { buildV2Data } from "../v2/build-v2-data";
import { createV2Routes } from "../v2/create-v2-routes";
import type { CoreRequest } from "./core-request";
import { GET_ONLY, type CoreRoute } from "./core-route";
import { errorAnswer } from "./error-answer";
import { RequestContext } from "./request-context";
import { allowOf, findRoute } from "./find-route";
import { pathUnder } from "./path-under";

/** What an adapter adds to the request core. */
export interface RequestHandlerExtras {
  /**
   * Routes from the root answered after the query checks and before /__world and /api (createApp
   * adds GET /openapi.json and /docs here; the MSW handlers add none).
   */
  readonly routes?: readonly CoreRoute[];
}

/** The request core: one request in, its answer out (errors included, never a rejection). */
export type RequestHandler = (request: CoreRequest) => Promise<Answer>;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function throwIf(error: ApiError | undefined): void {
  if (error !== undefined) throw error;
}

/** The 404 of a request no route answered, naming its method and path (cut at 200 characters). */
function notFound(request: CoreRequest): ApiError {
  const path = request.path.length > 200 ? `${request.path.slice(0, 200)}…` : request.path;
  return new ApiError("not_found", { detail: `${request.method} ${path}` });
}

/**
 * The mock API as a function of a framework-free request, with no Express and no node:http, so
 * the same code answers in the Node server (createApp adapts it) and in Mock Service Worker
 * handlers (occurrence-contract/msw). The pipeline, in order: CORS (a preflight is answered
 * here), the raw query string's checks, the unknown-parameter filter (`ignore` mode), the
 * adapter's extra routes, GET /__world, then for /api: a forced status, latency and failures as
 * asked, the login endpoints, the freshness headers of the v2 occurrences, the token guard and
 * the v2 and v1 routes; a 404 when nothing matched. Every error, whatever throws it, becomes the
 * error body of the request's API version (errorAnswer); headers set on the way (CORS,
 * X-Ignored-Parameters, freshness) go on every answer, errors included. The world is indexed
 * here, once; the v1 rows on the first v1 request.
 */
export function createRequestHandler(
  options: AppOptions,
  extras: RequestHandlerExtras = {},
): RequestHandler {
  const settings = resolveAppOptions(options);
  const { world } = options;
  const draws = new RequestDraws(world.seed);
  const latency =
    options.latency === undefined ? undefined : createLatencyDraw(options.latency, draws);
  const filterUnknown =
    options.unknownParameters === "ignore" ? createUnknownParameterFilter() : undefined;
  const rootRoutes: readonly CoreRoute[] = [
    ...(extras.routes ?? []),
    {
      // What is served (docs/data.md, /__world): outside /api, so no token, failure or latency.
      path: "/__world",
      allow: GET_ONLY,
      methods: { GET: createFixedBodyHandler(JSON.stringify(describeWorld(world))) },
    },
  ];
  const authRoutes = createAuthRoutes(settings.auth);
  const freshness = createFreshnessHeaders(world.lastUpdate, world.states);
  const v2Routes = createV2Routes(buildV2Data(world), settings.occurrences);
  const v1Routes = lazy(() =>
    createV1Routes(v1RowsOfWorld(world), {
      v1MaxRows: settings.v1MaxRows,
      v1Bounds: settings.v1Filters.bounds,
      v1ReversedRange: settings.v1Filters.reversedRange,
    }),
  );

  async function run(exchange: RequestContext): Promise<Answer> {
    const { request } = exchange;
    const { method, path } = request;
    if (options.cors !== false) {
      const preflight = applyCors(exchange);
      if (preflight !== undefined) return preflight;
    }
    throwIf(checkRawQuery(exchange.query, settings.queryLimits));
    const filtered = filterUnknown?.(path, exchange.query);
    if (filtered !== undefined) {
      exchange.headers[IGNORED_PARAMETERS_HEADER] = filtered.header;
      exchange.query = filtered.query;
    }
    const root = findRoute(rootRoutes, method, path);
    if (root !== undefined) return root(exchange);
    if (pathUnder(path, API_ROOT) === undefined) throw notFound(request);

    const allow = allowOf(authRoutes, path) ?? GET_ONLY;
    const forced = forcedStatusOfRequest((name) => exchange.header(name));
    throwIf(forcedStatusError(forced, allow));
    if (latency !== undefined || settings.failRate > 0) {
      const n = draws.next();
      if (latency !== undefined) await delay(latency(n));
      if (settings.failRate > 0) throwIf(failureError(settings.failRate, draws, n));
    }
    const login = findRoute(authRoutes, method, path);
    if (login !== undefined) return login(exchange);

    if (pathUnder(path, pathOf("v2-occurrences")) !== undefined) {
      Object.assign(exchange.headers, freshness(exchange.rawQuery().idState));
    }
    for (const [version, routes] of [
      ["v2", () => v2Routes],
      ["v1", v1Routes],
    ] as const) {
      const rest = pathUnder(path, apiBase(version));
      if (rest === undefined) continue;
      throwIf(await checkToken(exchange.header("authorization"), settings.auth, version));
      const handler = findRoute(routes(), method, rest);
      if (handler !== undefined) return handler(exchange);
    }
    throw notFound(request);
  }

  return async (request) => {
    const exchange = new RequestContext(request);
    let answer: Answer;
    try {
      answer = await run(exchange);
    } catch (error) {
      answer = errorAnswer(toApiError(error), apiVersionOfUrl(request.path));
    }
    return { ...answer, headers: { ...exchange.headers, ...answer.headers } };
  };
}
