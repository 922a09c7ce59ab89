import { isSpace } from "./skip-space-run";

/** The start of a stream read to tell what it holds, and the rest of it. */
export interface FirstLine {
  /** The bytes read: up to the end of the first line that is not blank (or more, see `long`). */
  readonly head: Buffer;
  /** Whether that line went on past the bytes asked for (a compact document, not NDJSON). */
  readonly long: boolean;
  /** The stream's other chunks, not read yet. */
  readonly rest: AsyncIterator<Buffer>;
}

/**
 * Reads a stream up to the end of its first non-blank line, or `maxBytes` of it: a line that
 * long is one compact document, which is then streamed rather than held as one line.
 */
export async function splitFirstLine(
  chunks: AsyncIterable<Buffer>,
  maxBytes: number,
): Promise<FirstLine> {
  const rest = chunks[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let size = 0;
  let text = false;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) {
    const chunk = next.value;
    parts.push(chunk);
    size += chunk.length;
    let from = 0;
    if (!text) {
      while (from < chunk.length && isSpace(chunk[from]!)) from += 1;
      text = from < chunk.length;
    }
    if (text && chunk.indexOf(0x0a, from) !== -1) {
      return { head: Buffer.concat(parts), long: false, rest };
    }
    if (size > maxBytes) return { head: Buffer.concat(parts), long: text, rest };
  }
  return { head: Buffer.concat(parts), long: false, rest };
}

/** The head, then the rest of the stream. */
export async function* chunksAfter(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) {
    yield next.value;
  }
}
