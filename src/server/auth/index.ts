export { AUTH_MODES, type AuthMode, type AuthOptions } from "./auth-options";
export { checkToken } from "./check-token";
export { createAuthRoutes } from "./create-auth-routes";
export { signToken, verifyToken, type TokenClaims } from "./jwt";
export { parseCredentials, type Credentials } from "./parse-credentials";
