/** The base64url alphabet (RFC 4648 5). */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * Bytes as base64url without padding (RFC 4648 5), without Buffer: runs in a browser too. Each
 * 3 bytes give 4 characters; a last 1 or 2 bytes give 2 or 3.
 */
export function base64url(bytes: Uint8Array): string {
  let text = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    text += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]! + ALPHABET[(n >>> 6) & 63]!;
    text += ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 0) return text;
  const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
  text += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]!;
  return rest === 2 ? text + ALPHABET[(n >>> 6) & 63]! : text;
}

/** The bytes of a base64url text, or undefined when it is not base64url. */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
