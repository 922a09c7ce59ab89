/** Headers that describe one connection, not the message (RFC 9110 7.6.1); never forwarded. */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Raw headers (`[name, value, name, value…]`, as node:http gives them) without the hop-by-hop
 * ones and those the Connection header names; names keep their case and repeats their order.
 */
export function endToEndHeaders(rawHeaders: readonly string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if ((rawHeaders[i] ?? "").toLowerCase() === "connection") {
      for (const token of (rawHeaders[i + 1] ?? "").split(",")) {
        named.add(token.trim().toLowerCase());
      }
    }
  }
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? "";
    const lower = name.toLowerCase();
    if (HOP_BY_HOP_HEADERS.has(lower) || named.has(lower)) continue;
    kept.push(name, rawHeaders[i + 1] ?? "");
  }
  return kept;
}
