/**
 * Reads at most `limit + 1` bytes of a fetch Request's body (more is a 413 whatever follows),
 * then cancels the stream: a body of any size, or one that never ends, costs at most that much
 * memory, as the server's Express adapter reads it. No body is no bytes.
 */
export async function readRequestBody(request: Request, limit: number): Promise<Uint8Array> {
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  // Not awaited: a cancel of one branch of a teed (cloned) body settles only with the other's.
  if (size > limit) void reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(Math.min(size, limit + 1));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
