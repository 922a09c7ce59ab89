/**
 * The server's options and what the CLI reads its flags and a profile into (modes, defaults,
 * credentials, latency), without the request core: `serve --data` reads its files before it
 * loads the core (src/cli/serve-stack.ts). index.ts is the core.
 */
export { APP_DEFAULTS, type AppOptions } from "./app-options";
export { AUTH_MODES } from "./auth/auth-options";
export { parseCredentials } from "./auth/parse-credentials";
export { PROCESS_TOKEN_SECRET } from "./auth/process-token-secret";
export { parseLatencyRange } from "./frontend/latency-range";
export {
  UNKNOWN_PARAMETER_MODES,
  type UnknownParameterMode,
} from "./create-unknown-parameter-filter";
export { unauthorizedOptionOf } from "./unauthorized-msg-of";
export { unknownParameterModeOf } from "./unknown-parameter-mode-of";
export { v1ReversedRangeOf } from "./v1-reversed-range-of";
