import type { AuthOptions } from "./auth-options";
import { verifyToken, type TokenClaims } from "./jwt";

/**
 * The claims of a token issued with these options (issueToken) and not expired now, or undefined.
 */
export function verifyIssuedToken(
  token: string,
  options: AuthOptions,
): Promise<TokenClaims | undefined> {
  return verifyToken(token, options.secret, Math.floor(options.now() / 1000));
}
