export { AUTH_MODES, type AuthMode, type AuthOptions } from "./auth-options";
export { checkToken } from "./check-token";
export { createAuthRoutes } from "./create-auth-routes";
export { signToken, verifyToken, type TokenClaims } from "./jwt";
export { PROCESS_TOKEN_SECRET } from "./process-token-secret";
export { parseCredentials, type Credentials } from "./parse-credentials";
