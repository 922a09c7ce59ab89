import type { RawQuery } from "../../query";

/**
 * The most `&`-separated pieces node:querystring reads (its default maxKeys); the rest is dropped.
 */
const MAX_PIECES = 1000;

const DECODER = new TextDecoder("utf-8");
const VALID_ESCAPE = /%[0-9a-fA-F]{2}/;

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * node:querystring's fallback (unescapeBuffer) for text decodeURIComponent refuses, such as a cut
 * escape: each valid %XX becomes its byte, every other UTF-16 unit is kept as its low byte (as
 * node writes it into a Buffer), and the bytes are read as UTF-8 with U+FFFD where they are not.
 */
function decodeLeniently(text: string): string {
  const out = new Uint8Array(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 37 && i < text.length - 2) {
      const high = hexValue(text.charCodeAt(i + 1));
      const low = hexValue(text.charCodeAt(i + 2));
      if (high >= 0 && low >= 0) {
        out[length++] = high * 16 + low;
        i += 2;
        continue;
      }
    }
    out[length++] = code & 0xff;
  }
  return DECODER.decode(out.subarray(0, length));
}

/** A name or value as node:querystring decodes it: `+` as a space, escapes only if one is valid. */
function decode(text: string): string {
  const spaced = text.includes("+") ? text.replace(/\+/g, " ") : text;
  if (!VALID_ESCAPE.test(spaced)) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return decodeLeniently(spaced);
  }
}

/**
 * Parses a raw query string (the part after `?`) exactly as Express 5's simple query parser
 * (node:querystring.parse) does, without node:querystring, so the same request core runs in a
 * browser: pieces split at `&` (empty ones skipped, at most the first 1000 read), the name at the
 * first `=`, `+` as a space, %-escapes decoded (leniently when malformed), a repeated name as the
 * list of its values in order, and a bracketed name such as `estado_id[]` kept as a literal key.
 * The result has no prototype, so `__proto__` or `constructor` are plain names.
 */
export function parseSimpleQuery(query: string): RawQuery {
  const result: Record<string, string | string[]> = Object.create(null) as Record<
    string,
    string | string[]
  >;
  if (query === "") return result;
  const pieces = query.split("&", MAX_PIECES);
  for (const piece of pieces) {
    if (piece === "") continue;
    const split = piece.indexOf("=");
    const name = decode(split === -1 ? piece : piece.slice(0, split));
    const value = split === -1 ? "" : decode(piece.slice(split + 1));
    const previous = result[name];
    if (previous === undefined) result[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else result[name] = [previous, value];
  }
  return result;
}
