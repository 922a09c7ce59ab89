export { ApiError, type ApiErrorDetails } from "./api-error";
export {
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  type ErrorTemplate,
} from "./error-catalogue";
export { API_VERSIONS, apiVersionOf, apiVersionOfUrl, type ApiVersion } from "./api-version-of";
export { errorMiddleware, renderApiError } from "./error-middleware";
export { methodNotAllowed } from "./method-not-allowed";
export { notFoundHandler } from "./not-found-handler";
export { renderV1Error } from "./render-v1-error";
export { renderV2Error } from "./render-v2-error";
export { toApiError } from "./to-api-error";
