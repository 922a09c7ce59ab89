export { APP_DEFAULTS, type AppOptions } from "./app-options";
export { createApp } from "./create-app";
export { createQueryGuard } from "./create-query-guard";
export { DEFAULT_QUERY_LIMITS, type QueryLimits } from "./query-limits";
export { resolveAppOptions, type ResolvedAppOptions } from "./resolve-app-options";
export { sendBody } from "./send-body";
export { sendJson } from "./send-json";
export { startServer, type ListenOptions, type ServerHandle } from "./start-server";
