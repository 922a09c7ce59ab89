/** The finding for invalid UTF-8: the byte offset, and the byte itself in hex. */
export function invalidUtf8Message(offset: number, byte: number | undefined): string {
  const shown = byte === undefined ? "" : ` (byte 0x${byte.toString(16).padStart(2, "0")})`;
  return `invalid UTF-8 at byte offset ${offset}${shown}`;
}
