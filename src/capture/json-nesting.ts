import { MAX_NESTING_DEPTH } from "./nesting-depth";

/** The character codes the scan reads: quote, backslash, and the four brackets. */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text (or its UTF-8 bytes) nests arrays and objects deeper than `limit`: one
 * pass, strings skipped (a backslash skips the character after it), no parse and no recursion
 * (any size, any depth). A loop per kind of input, each reading its characters with one kind of
 * access, and a tight inner loop over strings (most of an answer's bytes): this runs on every
 * answer conform reads.
 */
export function nestsDeeperThan(
  json: string | Uint8Array,
  limit: number = MAX_NESTING_DEPTH,
): boolean {
  return typeof json === "string" ? textNestsDeeper(json, limit) : bytesNestDeeper(json, limit);
}

function bytesNestDeeper(bytes: Uint8Array, limit: number): boolean {
  const end = bytes.length;
  let depth = 0;
  let i = 0;
  while (i < end) {
    const code = bytes[i]!;
    i += 1;
    if (code === QUOTE) {
      while (i < end) {
        const inner = bytes[i]!;
        if (inner === BACKSLASH) i += 2;
        else {
          i += 1;
          if (inner === QUOTE) break;
        }
      }
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

function textNestsDeeper(text: string, limit: number): boolean {
  const end = text.length;
  let depth = 0;
  let i = 0;
  while (i < end) {
    const code = text.charCodeAt(i);
    i += 1;
    if (code === QUOTE) {
      while (i < end) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i += 2;
        else {
          i += 1;
          if (inner === QUOTE) break;
        }
      }
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}
