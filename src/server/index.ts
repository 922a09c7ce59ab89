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
