import { indexOfByte } from "./index-of-byte";
import type { JsonParseError } from "./parse-json";

/** A parse error at a byte offset of a buffer, with its line and column (in bytes) counted there. */
export function errorAtOffset(bytes: Buffer, offset: number, message: string): JsonParseError {
  let line = 1;
  let lineStart = 0;
  for (
    let at = indexOfByte(bytes, 0x0a);
    at !== -1 && at < offset;
    at = indexOfByte(bytes, 0x0a, at + 1)
  ) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1, offset, message };
}

/** The finding for invalid UTF-8: the byte offset, and the byte itself in hex. */
export function invalidUtf8Message(offset: number, byte: number | undefined): string {
  const shown = byte === undefined ? "" : ` (byte 0x${byte.toString(16).padStart(2, "0")})`;
  return `invalid UTF-8 at byte offset ${offset}${shown}`;
}
