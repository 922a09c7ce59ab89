import { isUtf8 } from "node:buffer";
import { indexOfByte } from "../capture/index-of-byte";
import { isSpace } from "../capture/skip-space-run";
import type { ListRanges } from "./list-ranges";
import { ListRangesBuilder } from "./list-ranges-builder";

/**
 * A JSON document split around its list of items: the byte ranges of the items, and the rest
 * of the document parsed with the list left empty.
 */
export interface SplitList extends ListRanges {
  /** The document's bytes (the items are slices of them). */
  readonly bytes: Buffer;
  /**
   * The document parsed with its `data` list replaced by `[]` (an envelope), or undefined when
   * the document is a bare array.
   */
  readonly envelope: Record<string, unknown> | undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** What a byte means to Scanner.value inside a nested value, by byte. */
const OTHER = 0;
const STRING = 1;
const OPENS = 2;
const CLOSES = 3;
const SPACE = 4;
const KINDS = new Uint8Array(256);
KINDS[QUOTE] = STRING;
KINDS[OPEN_BRACE] = KINDS[OPEN_BRACKET] = OPENS;
KINDS[CLOSE_BRACE] = KINDS[CLOSE_BRACKET] = CLOSES;
KINDS[0x20] = KINDS[0x0a] = KINDS[0x0d] = KINDS[0x09] = SPACE;

/**
 * Scans one document; every method returns -1 when the text is not what it expects (or, for a
 * document still arriving, not there yet: streamListItems scans a view of the bytes read so far).
 */
export class Scanner {
  /** Set when a value scanned by value() had whitespace between its tokens. */
  spaced = false;

  constructor(private readonly bytes: Buffer) {}

  /** The offset of the first byte at or after `at` that is not whitespace. */
  space(at: number): number {
    let i = at;
    while (isSpace(this.bytes[i])) i++;
    return i;
  }

  /** `at` is on the opening quote; returns the offset after the closing one. */
  string(at: number): number {
    const bytes = this.bytes;
    let from = at + 1;
    for (;;) {
      // indexOf is native: the long texts of a record are skipped without a JS loop per byte
      // (indexOfByte: right past 2 GiB too, where Node 20's indexOf misreads offsets).
      const quote = indexOfByte(bytes, QUOTE, from);
      if (quote < 0) return -1;
      let slashes = 0;
      while (bytes[quote - 1 - slashes] === BACKSLASH) slashes++;
      if (slashes % 2 === 0) return quote + 1;
      from = quote + 1;
    }
  }

  /**
   * Skips one value: a string, a nested object or array (brackets counted, strings skipped), or
   * a scalar (up to the next delimiter). Whether the bytes are valid JSON is left to JSON.parse
   * of the value's slice.
   */
  value(at: number): number {
    const bytes = this.bytes;
    const first = bytes[at];
    if (first === QUOTE) return this.string(at);
    if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
      let i = at;
      for (;;) {
        const byte = bytes[i];
        if (
          byte === undefined ||
          byte === COMMA ||
          byte === CLOSE_BRACE ||
          byte === CLOSE_BRACKET ||
          isSpace(byte)
        ) {
          return i === at ? -1 : i;
        }
        i++;
      }
    }
    let depth = 0;
    let i = at;
    const length = bytes.length;
    while (i < length) {
      // One table look-up per byte: most bytes between strings mean nothing here.
      const kind = KINDS[bytes[i]!]!;
      if (kind === OTHER) {
        i++;
        continue;
      }
      if (kind === STRING) {
        i = this.string(i);
        if (i < 0) return -1;
        continue;
      }
      if (kind === OPENS) depth++;
      else if (kind === CLOSES) {
        depth--;
        if (depth === 0) return i + 1;
      } else this.spaced = true;
      i++;
    }
    return -1;
  }

  /** `at` is on `[`; collects its items' ranges and returns the offset after `]`. */
  list(at: number, found: ListRangesBuilder): number {
    let i = this.space(at + 1);
    if (this.bytes[i] === CLOSE_BRACKET) return i + 1;
    for (;;) {
      this.spaced = false;
      const end = this.value(i);
      if (end < 0) return -1;
      found.push(i, end, !this.spaced);
      i = this.space(end);
      const byte = this.bytes[i];
      if (byte === CLOSE_BRACKET) return i + 1;
      if (byte !== COMMA) return -1;
      i = this.space(i + 1);
    }
  }
}

/**
 * Splits a JSON document that is a list of items, without parsing the items: a bare array, or an
 * object with one `data` array (a v2 answer). Strings and escapes are respected; whether each
 * item is valid JSON is for the caller's JSON.parse of its slice, while the envelope (the
 * document with `[]` in place of the list) is parsed here. Undefined when the document is of
 * another shape, not UTF-8, or not well formed around its items: the caller reads it the
 * general way, which says what is wrong.
 */
export function splitJsonList(bytes: Buffer): SplitList | undefined {
  if (!isUtf8(bytes)) return undefined;
  const scanner = new Scanner(bytes);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const begin = scanner.space(bom);
  const found = new ListRangesBuilder();
  let listStart = -1;
  let listEnd = -1;
  if (bytes[begin] === OPEN_BRACKET) {
    const end = scanner.list(begin, found);
    if (end < 0 || scanner.space(end) !== bytes.length) return undefined;
    const { starts, ends, compact } = found;
    return { bytes, envelope: undefined, starts, ends, compact };
  }
  if (bytes[begin] !== OPEN_BRACE) return undefined;
  let i = scanner.space(begin + 1);
  if (bytes[i] === CLOSE_BRACE) return undefined;
  for (;;) {
    if (bytes[i] !== QUOTE) return undefined;
    const keyEnd = scanner.string(i);
    if (keyEnd < 0) return undefined;
    let key: unknown;
    try {
      key = JSON.parse(bytes.toString("utf8", i, keyEnd));
    } catch {
      return undefined;
    }
    i = scanner.space(keyEnd);
    if (bytes[i] !== COLON) return undefined;
    i = scanner.space(i + 1);
    if (key === "data") {
      // A second `data` (JSON.parse keeps the last) or a `data` that is no list: the general way.
      if (listStart >= 0 || bytes[i] !== OPEN_BRACKET) return undefined;
      listStart = i;
      listEnd = scanner.list(i, found);
      i = listEnd;
    } else i = scanner.value(i);
    if (i < 0) return undefined;
    i = scanner.space(i);
    if (bytes[i] === CLOSE_BRACE) break;
    if (bytes[i] !== COMMA) return undefined;
    i = scanner.space(i + 1);
  }
  if (listStart < 0 || scanner.space(i + 1) !== bytes.length) return undefined;
  let envelope: unknown;
  try {
    const text =
      bytes.toString("utf8", bom, listStart) + "[]" + bytes.toString("utf8", listEnd, bytes.length);
    envelope = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof envelope !== "object" || envelope === null || Array.isArray(envelope)) {
    return undefined;
  }
  const { starts, ends, compact } = found;
  return { bytes, envelope: envelope as Record<string, unknown>, starts, ends, compact };
}
