/** The Express side of the error catalogue: the error middleware. */
export { apiVersionOf } from "./api-version-of";
export { errorMiddleware, renderApiError } from "./error-middleware";
