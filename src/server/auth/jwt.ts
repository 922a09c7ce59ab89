import { createHmac, timingSafeEqual } from "node:crypto";

/** What a mock token says: who logged in, and when it expires (epoch seconds). */
export interface TokenClaims {
  /** The email given at login. */
  readonly sub: string;
  /** Issued at, epoch seconds. */
  readonly iat: number;
  /** Expires at, epoch seconds. */
  readonly exp: number;
}

function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString("base64url");
}

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/**
 * Signs claims as an HS256 JSON Web Token. The mock's tokens are real JWTs so that a frontend
 * that decodes `exp` works as against the real service; they are stateless, so they survive a
 * restart of a mock with the same secret.
 */
export function signToken(claims: TokenClaims, secret: string): string {
  const head = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${sign(`${head}.${body}`, secret)}`;
}

/** The claims of a token this secret signed and that has not expired at `nowSeconds`, or undefined. */
export function verifyToken(
  token: string,
  secret: string,
  nowSeconds: number,
): TokenClaims | undefined {
  const [head, body, signature, extra] = token.split(".");
  if (head === undefined || body === undefined || signature === undefined || extra !== undefined) {
    return undefined;
  }
  const expected = Buffer.from(sign(`${head}.${body}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(
      Buffer.from(body, "base64url").toString("utf8"),
    ) as Partial<TokenClaims>;
    if (
      typeof claims.sub !== "string" ||
      typeof claims.exp !== "number" ||
      typeof claims.iat !== "number"
    ) {
      return undefined;
    }
    return claims.exp > nowSeconds ? (claims as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}
