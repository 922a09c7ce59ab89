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
export { appIdentity } from "./app-identity";
export { concatBytes } from "./concat-bytes";
export { createTagging, type Tagging } from "./conditional/create-tagging";
export { conditionalHead } from "./conditional/conditional-head";
export { unauthorizedOptionOf } from "./unauthorized-msg-of";
export { unknownParameterModeOf } from "./unknown-parameter-mode-of";
export { v1ReversedRangeOf } from "./v1-reversed-range-of";
// What the OpenAPI document shows: tokens, example bodies, and the error catalogue.
export { unsignedToken } from "./auth/jwt";
export type { AuthMode } from "./auth/auth-options";
export { V2_TOKEN_MESSAGES } from "./auth/v2-token-body";
export { renderCitiesBody } from "./v2/create-cities-handler";
export { statesResponseOf } from "./v2/build-v2-data";
export { renderOccurrencesPage } from "./v2/render-occurrences-page";
export { ApiError } from "./errors/api-error";
export { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from "./errors/error-catalogue";
export { renderV1Error } from "./errors/render-v1-error";
export { renderV2Error } from "./errors/render-v2-error";
// What the Node adapter and the CLI read: answers, routes, errors, the front's helpers.
export { bodyAnswer, JSON_CONTENT_TYPE } from "./answer";
export { GET_ONLY, type CoreRoute } from "./core/core-route";
export type { ContentCoding } from "./conditional/content-coding";
export { DEFAULT_CACHE_CONTROL } from "./conditional/create-tagging";
export type { TransportOptions } from "./transport-options";
export { lazy } from "./lazy";
export { utf8Bytes } from "./utf8-bytes";
export type { LogSink } from "./frontend/log-sink";
export { forcedStatusOfRequest } from "./frontend/forced-status-of-request";
export { parseLatencyRange } from "./frontend/latency-range";
export { apiVersionOfUrl, type ApiVersion } from "./errors/api-version-of";
export { renderApiError } from "./errors/render-api-error";
export { toApiError } from "./errors/to-api-error";
export { AUTH_MODES } from "./auth/auth-options";
export { parseCredentials } from "./auth/parse-credentials";
export { PROCESS_TOKEN_SECRET } from "./auth/process-token-secret";
export {
  createUnknownParameterFilter,
  UNKNOWN_PARAMETER_MODES,
  type UnknownParameterMode,
} from "./create-unknown-parameter-filter";
