/**
 * The Node adapter over the request core: createApp (Express, the request log, /openapi.json and
 * /docs, the Node transport), startServer (listening, graceful close).
 */
export { createApp } from "./create-app";
export { createRequestLogger } from "./create-request-logger";
export { startServer, type ListenOptions, type ServerHandle } from "./start-server";
export { createServeListener } from "./front/create-serve-listener";
