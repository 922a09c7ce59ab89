/**
 * Whether a body read failed because its bytes do not decode (zlib or brotli), not because the
 * connection failed: the server answered, with a body its Content-Encoding misstates.
 */
export function isDecodeError(error: unknown): boolean {
  // Read by shape, not instanceof: an error made in another realm is no Error of this one.
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && typeof cause === "object" && cause !== null; depth += 1) {
    const { code, cause: next } = cause as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && /^(Z_|ERR_BROTLI|ERR__ERROR)/.test(code)) return true;
    cause = next;
  }
  return false;
}
