export type { Answer } from "./answer";
export { APP_DEFAULTS, type AppOptions } from "./app-options";
export type { CoreRequest } from "./core/core-request";
export {
  createRequestHandler,
  type RequestHandler,
  type RequestHandlerExtras,
} from "./core/create-request-handler";
export { parseSimpleQuery } from "./core/parse-simple-query";
export { DEFAULT_QUERY_LIMITS, type QueryLimits } from "./query-limits";
export { resolveAppOptions, type ResolvedAppOptions } from "./resolve-app-options";
