import type { AuthOptions } from "./auth-options";
import { signToken } from "./jwt";

/** A token and its lifetime in seconds, as the login endpoints answer them. */
export interface IssuedToken {
  readonly accessToken: string;
  readonly expiresIn: number;
}

/** Issues a token for an email, valid for the configured lifetime from now. */
export async function issueToken(email: string, options: AuthOptions): Promise<IssuedToken> {
  const iat = Math.floor(options.now() / 1000);
  const accessToken = await signToken(
    { sub: email, iat, exp: iat + options.tokenTtlSeconds },
    options.secret,
  );
  return { accessToken, expiresIn: options.tokenTtlSeconds };
}
