/**
 * The bytes of `chunks` joined into one new array (`length`: their total, when the caller keeps
 * it already), without Buffer, so the request core and the MSW handlers also run in a browser.
 */
export function concatBytes(
  chunks: readonly Uint8Array[],
  length = chunks.reduce((sum, chunk) => sum + chunk.length, 0),
): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
