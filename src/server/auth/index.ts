export { AUTH_MODES, type AuthMode, type AuthOptions } from "./auth-options";
export { createAuthRouter } from "./create-auth-router";
export { createTokenGuard } from "./create-token-guard";
export { signToken, verifyToken, type TokenClaims } from "./jwt";
export { parseCredentials, type Credentials } from "./parse-credentials";
