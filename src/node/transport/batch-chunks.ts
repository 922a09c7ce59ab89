/**
 * Joins a body's chunks into buffers of about `size` bytes: a list of 100,000 cached rows then
 * costs a few hundred writes, not 200,000, and the producer (which may serialise rows the first
 * time) runs one batch per turn of the event loop, never the whole list at once.
 */
export function* batchChunks(chunks: Iterable<Uint8Array>, size: number): Generator<Buffer> {
  let batch: Uint8Array[] = [];
  let bytes = 0;
  for (const chunk of chunks) {
    if (chunk.length >= size && batch.length === 0) {
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
      continue;
    }
    batch.push(chunk);
    bytes += chunk.length;
    if (bytes >= size) {
      yield Buffer.concat(batch, bytes);
      batch = [];
      bytes = 0;
    }
  }
  if (bytes > 0) yield Buffer.concat(batch, bytes);
}
