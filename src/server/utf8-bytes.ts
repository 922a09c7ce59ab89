const ENCODER = new TextEncoder();

/** The UTF-8 bytes of a text, without Buffer, so the request core also runs in a browser. */
export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  return ENCODER.encode(text);
}
