/** The Express side of the error catalogue: the error middleware and the 404 and 405 handlers. */
export { apiVersionOf } from "./api-version-of";
export { errorMiddleware, renderApiError } from "./error-middleware";
export { methodNotAllowed } from "./method-not-allowed";
export { notFoundHandler } from "./not-found-handler";
