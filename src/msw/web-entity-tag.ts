import { base64url } from "../server/auth/base64url";
import { utf8Bytes } from "../server/utf8-bytes";

/**
 * The ETag the Node transport gives a stable answer sent uncompressed (entityTag with coding
 * `identity`): the first 22 base64url characters of SHA-1 over the app's identity, a newline and
 * the URL, computed by Web Crypto, so the MSW handlers tag an answer exactly as the server does.
 */
export async function webEntityTag(identity: string, url: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-1", utf8Bytes(`${identity}\n${url}`));
  return `"${base64url(new Uint8Array(digest)).slice(0, 22)}"`;
}
