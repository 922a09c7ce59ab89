import { utf8Bytes } from "../utf8-bytes";
import { base64url, fromBase64url } from "./base64url";

/** What a mock token says: who logged in, and when it expires (epoch seconds). */
export interface TokenClaims {
  /** The email given at login. */
  readonly sub: string;
  /** Issued at, epoch seconds. */
  readonly iat: number;
  /** Expires at, epoch seconds. */
  readonly exp: number;
}

const HEAD = base64url(utf8Bytes(JSON.stringify({ alg: "HS256", typ: "JWT" })));

/** HMAC-SHA256 by Web Crypto (globalThis.crypto.subtle: Node 20 and every browser). */
async function sign(payload: string, secret: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    "raw",
    utf8Bytes(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await globalThis.crypto.subtle.sign("HMAC", key, utf8Bytes(payload));
  return base64url(new Uint8Array(signature));
}

/** Compares two texts in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Signs claims as an HS256 JSON Web Token. The mock's tokens are real JWTs so that a frontend
 * that decodes `exp` works as against the real service; they are stateless, so they survive a
 * restart of a mock with the same secret (and a Mock Service Worker accepts a server's tokens).
 */
export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  const payload = unsignedToken(claims);
  return `${payload}.${await sign(payload, secret)}`;
}

/** The signed part of an HS256 token of these claims: `header.claims`, each base64url JSON. */
export function unsignedToken(claims: TokenClaims): string {
  return `${HEAD}.${base64url(utf8Bytes(JSON.stringify(claims)))}`;
}

/**
 * The claims of a token this secret signed and that has not expired at `nowSeconds`, or undefined.
 */
export async function verifyToken(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<TokenClaims | undefined> {
  const [head, body, signature, extra] = token.split(".");
  if (head === undefined || body === undefined || signature === undefined || extra !== undefined) {
    return undefined;
  }
  if (!sameText(await sign(`${head}.${body}`, secret), signature)) return undefined;
  const bytes = fromBase64url(body);
  if (bytes === undefined) return undefined;
  try {
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>;
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
