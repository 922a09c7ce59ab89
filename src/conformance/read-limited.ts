/** A body read to its end, or the sign that it passed the limit (and was read no further). */
export type LimitedBody =
  | { readonly kind: "complete"; readonly bytes: Buffer }
  | { readonly kind: "too-large"; readonly limit: number };

/**
 * Reads a body chunk by chunk and stops as soon as it passes `limit` bytes: leaving the loop
 * cancels the stream (a fetch body) or destroys it (a node:http response), so a server that
 * streams without end, or a gzip bomb, costs at most `limit` bytes of memory.
 */
export async function readLimited(
  chunks: AsyncIterable<Uint8Array> | null | undefined,
  limit: number,
): Promise<LimitedBody> {
  const parts: Uint8Array[] = [];
  let size = 0;
  if (chunks !== null && chunks !== undefined) {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      if (size > limit) return { kind: "too-large", limit };
      parts.push(chunk);
    }
  }
  return { kind: "complete", bytes: Buffer.concat(parts) };
}

/** The finding text of a body past the limit. */
export function tooLargeMessage(limit: number): string {
  return `body larger than ${limit} bytes (--max-body); read no further`;
}
