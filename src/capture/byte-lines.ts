/** One line of a byte stream, without its end of line (LF or CRLF). */
export type ByteLine =
  | {
      /** 1-based line number. */
      readonly line: number;
      /** Byte offset of the line's first byte in the stream. */
      readonly offset: number;
      /** The line's bytes. */
      readonly bytes: Buffer;
    }
  | {
      readonly line: number;
      readonly offset: number;
      /** The line was longer than the cap: its length in bytes, its bytes not kept. */
      readonly tooLong: number;
    };

/**
 * Splits a stream of bytes into lines, holding at most one line (up to `maxLineBytes`; a longer
 * line is reported by its length and dropped as it streams past), so a file of any size is read
 * with bounded memory. Bytes, not text: invalid UTF-8 stays visible to the caller. With
 * `stopAtLongLine`, a line over the cap ends the reading at once (reported by the bytes seen so
 * far): an endless line (`/dev/zero` through a pipe) is never read to its end.
 */
export async function* byteLines(
  chunks: AsyncIterable<Buffer | string>,
  maxLineBytes: number,
  stopAtLongLine = false,
): AsyncGenerator<ByteLine> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let dropped = false;
  let line = 1;
  let offset = 0;
  const finish = (): ByteLine => {
    const start = offset;
    if (dropped) return { line, offset: start, tooLong: pendingBytes };
    let bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, -1);
    return { line, offset: start, bytes };
  };
  const add = (part: Buffer): void => {
    pendingBytes += part.length;
    if (dropped) return;
    if (pendingBytes > maxLineBytes) {
      dropped = true;
      pending = [];
    } else if (part.length > 0) pending.push(part);
  };
  for await (const raw of chunks) {
    const chunk = typeof raw === "string" ? Buffer.from(raw) : raw;
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(0x0a, start);
      if (end === -1) break;
      add(chunk.subarray(start, end));
      yield finish();
      offset += pendingBytes + 1;
      line += 1;
      pending = [];
      pendingBytes = 0;
      dropped = false;
      start = end + 1;
    }
    if (start < chunk.length) add(chunk.subarray(start));
    if (dropped && stopAtLongLine) {
      yield finish();
      return;
    }
  }
  if (pendingBytes > 0 || dropped) yield finish();
}
