export { ApiError, type ApiErrorDetails } from "./api-error";
export {
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  type ErrorTemplate,
} from "./error-catalogue";
export { apiVersionOfUrl, type ApiVersion } from "./api-version-of";
export { renderApiError } from "./render-api-error";
export { renderV1Error } from "./render-v1-error";
export { renderV2Error } from "./render-v2-error";
export { toApiError } from "./to-api-error";
