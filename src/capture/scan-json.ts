import { indexOfByte } from "./index-of-byte";
import { isSpace, skipSpaceRun } from "./skip-space-run";

/** A syntax problem found by the scanner, at a byte offset. */
export class JsonScanError extends Error {
  override readonly name = "JsonScanError";
  constructor(
    message: string,
    /** Byte offset of the problem. */
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * The offset of the first byte at or after `at` that is not JSON whitespace (skipSpaceRun: a
 * run of padding is skipped by blocks, natively).
 */
export const skipSpace: (bytes: Buffer, at: number) => number = skipSpaceRun;

/** The offset just past the string whose opening quote is at `at`. */
function skipString(bytes: Buffer, at: number): number {
  let from = at + 1;
  for (;;) {
    // indexOf is native: the scan skips a string's bytes without a JavaScript loop over them.
    const quote = indexOfByte(bytes, 0x22, from);
    if (quote === -1) throw new JsonScanError("unterminated string", at);
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/**
 * The offset just past the JSON value starting at `at` (after whitespace): brackets are counted
 * outside strings; the value's own syntax is left to JSON.parse of its bytes.
 */
export function skipValue(bytes: Buffer, at: number): number {
  let i = skipSpace(bytes, at);
  const first = bytes[i];
  if (first === undefined) throw new JsonScanError("unexpected end of data", i);
  if (first === 0x22) return skipString(bytes, i);
  if (first !== 0x5b && first !== 0x7b) {
    // A scalar: up to the next structural byte or whitespace.
    while (i < bytes.length) {
      const byte = bytes[i]!;
      if (byte === 0x2c || byte === 0x5d || byte === 0x7d || isSpace(byte)) break;
      i += 1;
    }
    return i;
  }
  let depth = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (byte === 0x22) {
      i = skipString(bytes, i);
      continue;
    }
    if (isSpace(byte)) {
      i = skipSpace(bytes, i);
      continue;
    }
    if (byte === 0x5b || byte === 0x7b) depth += 1;
    else if (byte === 0x5d || byte === 0x7d) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  throw new JsonScanError("unexpected end of data: a bracket is not closed", at);
}

/** The byte ranges [start, end) of the elements of the array whose `[` is at `at`. */
export function* arrayElements(bytes: Buffer, at: number): Generator<[number, number]> {
  let i = skipSpace(bytes, at + 1);
  if (bytes[i] === 0x5d) return;
  for (;;) {
    const start = skipSpace(bytes, i);
    const end = skipValue(bytes, start);
    yield [start, end];
    i = skipSpace(bytes, end);
    if (bytes[i] === 0x2c) i += 1;
    else if (bytes[i] === 0x5d) return;
    else throw new JsonScanError("expected , or ] after an array element", i);
  }
}

/** Where the large array of a document lies: its JSON pointer and the offset of its `[`. */
export interface LargeArray {
  /** "" (the document is an array), "/data" (an envelope) or "/log/entries" (a HAR log). */
  readonly pointer: string;
  /** Offset of the array's `[`. */
  readonly open: number;
}

/**
 * The members of the object whose `{` is at `at`: name and value start. A value is skipped only
 * when the next member is asked for, so a consumer that stops at a member never scans it.
 */
function* objectMembers(bytes: Buffer, at: number): Generator<[string, number]> {
  let i = skipSpace(bytes, at + 1);
  if (bytes[i] === 0x7d) return;
  for (;;) {
    i = skipSpace(bytes, i);
    if (bytes[i] !== 0x22) throw new JsonScanError("expected a member name", i);
    const nameEnd = skipString(bytes, i);
    const name = JSON.parse(bytes.toString("utf8", i, nameEnd)) as string;
    i = skipSpace(bytes, nameEnd);
    if (bytes[i] !== 0x3a) throw new JsonScanError("expected : after a member name", i);
    const start = skipSpace(bytes, i + 1);
    yield [name, start];
    i = skipSpace(bytes, skipValue(bytes, start));
    if (bytes[i] === 0x2c) i += 1;
    else if (bytes[i] === 0x7d) return;
    else throw new JsonScanError("expected , or } after a member", i);
  }
}

/**
 * Finds the array that makes a document large (scanning only what lies before it): the document itself when it is an array, else
 * its `data` member (the envelopes) or `log.entries` (HAR); undefined when there is none.
 */
export function findLargeArray(bytes: Buffer, at: number): LargeArray | undefined {
  const start = skipSpace(bytes, at);
  if (bytes[start] === 0x5b) return { pointer: "", open: start };
  if (bytes[start] !== 0x7b) return undefined;
  for (const [name, valueStart] of objectMembers(bytes, start)) {
    if (name === "data" && bytes[valueStart] === 0x5b)
      return { pointer: "/data", open: valueStart };
    if (name === "log" && bytes[valueStart] === 0x7b) {
      for (const [inner, innerStart] of objectMembers(bytes, valueStart)) {
        if (inner === "entries" && bytes[innerStart] === 0x5b) {
          return { pointer: "/log/entries", open: innerStart };
        }
      }
    }
  }
  return undefined;
}

/**
 * The JSON text of bytes [from, to) without the whitespace between its tokens (strings kept
 * whole, escapes and all): what lies around a large array, as one short string however much
 * whitespace pads it. An unterminated string is kept as it is, for JSON.parse to reject.
 */
export function compactJsonText(bytes: Buffer, from: number, to: number): string {
  const parts: Buffer[] = [];
  let i = from;
  while (i < to) {
    i = Math.min(skipSpace(bytes, i), to);
    let end = i;
    while (end < to && !isSpace(bytes[end]!)) {
      if (bytes[end] !== 0x22) {
        end += 1;
        continue;
      }
      try {
        end = Math.min(skipString(bytes, end), to);
      } catch {
        end = to;
      }
    }
    if (end > i) parts.push(bytes.subarray(i, end));
    i = end;
  }
  return Buffer.concat(parts).toString("utf8");
}
