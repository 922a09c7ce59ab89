import { constants } from "node:buffer";
import { open } from "node:fs/promises";
import { findInvalidUtf8 } from "./find-invalid-utf8";
import type { InputItem, SpreadElement } from "./input-item";
import { harEntryItem, itemsFromDocument } from "./items-from-document";
import { errorAtOffset, invalidUtf8Message } from "./locate-offset";
import { locateSyntaxError } from "./parse-json";
import {
  arrayElements,
  compactJsonText,
  findLargeArray,
  JsonScanError,
  skipSpace,
  skipValue,
} from "./scan-json";

/** How far past an element's start JSON.parse looks for the error a bracket scan lost. */
const LOCATE_WINDOW_BYTES = 16 * 1024 * 1024;

/** Longest text V8 makes (about 512 MiB): a document or element longer cannot be one string. */
export const MAX_TEXT_BYTES = constants.MAX_STRING_LENGTH;

/** The most bytes one read asks for. */
const READ_CHUNK_BYTES = 1024 * 1024 * 1024;

/** Reads a whole file into one Buffer (fs.readFile stops at 2 GiB; this stops at MAX_LENGTH). */
async function readBytes(path: string, size: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const bytes = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      // One read takes at most 1 GiB: node asserts (SIGABRT) on a length past 2^31 - 1.
      const length = Math.min(size - filled, READ_CHUNK_BYTES);
      const { bytesRead } = await handle.read(bytes, filled, length, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return bytes.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/** JSON.parse of a byte range, or the located syntax error (offsets in the file). */
function parseRange(
  bytes: Buffer,
  start: number,
  end: number,
): { ok: true; value: unknown } | { ok: false; offset: number; message: string } {
  if (end - start > MAX_TEXT_BYTES) {
    return {
      ok: false,
      offset: start,
      message: `a value of ${end - start} bytes, too long for one string`,
    };
  }
  const text = bytes.toString("utf8", start, end);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const located = locateSyntaxError(text, error.message);
    // The located offset counts UTF-16 units of the text; the byte offset is that prefix's length.
    const offset = start + Buffer.byteLength(text.slice(0, located.offset));
    return { ok: false, offset, message: located.message };
  }
}

/**
 * Where a bracket scan broke, told precisely: the first element that JSON.parse rejects (the
 * scanner only counts brackets, so its own offset is where it noticed, often far later).
 */
function locateInArray(
  bytes: Buffer,
  open: number,
  scanError: JsonScanError,
): { offset: number; message: string } {
  let next = open + 1;
  try {
    for (const [from, to] of arrayElements(bytes, open)) {
      const parsed = parseRange(bytes, from, to);
      if (!parsed.ok) return parsed;
      next = to;
    }
  } catch (error) {
    if (!(error instanceof JsonScanError)) throw error;
    // The element whose end the scan could not find: JSON.parse of a window from its start
    // stops at the first real error (a stray quote throws the bracket count off till the end).
    const from = skipSpace(
      bytes,
      bytes[skipSpace(bytes, next)] === 0x2c ? skipSpace(bytes, next) + 1 : next,
    );
    const window = parseRange(bytes, from, Math.min(bytes.length, from + LOCATE_WINDOW_BYTES));
    if (!window.ok) return window;
  }
  return { offset: scanError.offset, message: scanError.message };
}

/**
 * Reads one large JSON document with memory of about its own size: the bytes are held (never
 * one string, never the whole parsed tree), checked as UTF-8, and its large array (the document
 * itself, `data`, or a HAR's `log.entries`) parsed one element at a time. An envelope or list
 * becomes one body item whose `body` holds the first element and whose `spread` yields the
 * others; HAR entries become one item each. A file too large for this (over Buffer's limit, or
 * without such an array and too long for one string) is a finding, never a crash.
 */
export async function* readLargeDocument(
  path: string,
  file: string,
  size: number,
): AsyncGenerator<InputItem> {
  const source = { file };
  if (size > constants.MAX_LENGTH) {
    const reason = `too large to validate: ${size} bytes, more than the ${constants.MAX_LENGTH} a document may have here (write it as NDJSON, one body per line)`;
    yield { kind: "skipped", source, reason };
    return;
  }
  const bytes = await readBytes(path, size);
  const invalid = findInvalidUtf8(bytes);
  if (invalid !== -1) {
    const message = invalidUtf8Message(invalid, bytes[invalid]);
    yield { kind: "malformed", source, parseError: errorAtOffset(bytes, invalid, message) };
    return;
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let array;
  try {
    array = findLargeArray(bytes, start);
  } catch (error) {
    if (!(error instanceof JsonScanError)) throw error;
    yield {
      kind: "malformed",
      source,
      parseError: errorAtOffset(bytes, error.offset, error.message),
    };
    return;
  }
  if (array === undefined) {
    const whole = parseRange(bytes, start, bytes.length);
    if (whole.ok) yield* itemsFromDocument(whole.value, source);
    else
      yield {
        kind: "malformed",
        source,
        parseError: errorAtOffset(bytes, whole.offset, whole.message),
      };
    return;
  }
  const malformed = (offset: number, message: string): InputItem => ({
    kind: "malformed",
    source,
    parseError: errorAtOffset(bytes, offset, message),
  });
  let close: number;
  try {
    close = skipValue(bytes, array.open);
  } catch (error) {
    if (!(error instanceof JsonScanError)) throw error;
    const located = locateInArray(bytes, array.open, error);
    yield malformed(located.offset, located.message);
    return;
  }
  const elements = arrayElements(bytes, array.open);
  if (array.pointer === "/log/entries") {
    let index = 0;
    try {
      for (const [from, to] of elements) {
        const entry = parseRange(bytes, from, to);
        if (!entry.ok) {
          yield malformed(entry.offset, entry.message);
          return;
        }
        yield harEntryItem(entry.value, file, index);
        index += 1;
      }
    } catch (error) {
      if (!(error instanceof JsonScanError)) throw error;
      yield malformed(error.offset, error.message);
    }
    if (index === 0) yield { kind: "skipped", source, reason: "HAR log without entries" };
    return;
  }
  // The document with its array cut to the first element: the body that is detected and checked
  // as a whole; the other elements are checked in its place one at a time (validateItem).
  let first: [number, number] | undefined;
  try {
    first = elements.next().value ?? undefined;
  } catch (error) {
    if (!(error instanceof JsonScanError)) throw error;
    yield malformed(error.offset, error.message);
    return;
  }
  const inner = first === undefined ? "" : bytes.toString("utf8", first[0], first[1]);
  // Around the array, only tokens are kept: whitespace padding it (any amount) is no string.
  const skeletonText =
    compactJsonText(bytes, start, array.open + 1) +
    inner +
    compactJsonText(bytes, close - 1, bytes.length);
  let skeleton: unknown;
  try {
    skeleton = JSON.parse(skeletonText) as unknown;
  } catch {
    // The error lies outside the elements; JSON.parse of the parts outside the array locates it.
    const outside = parseRange(bytes, start, bytes.length);
    yield malformed(
      outside.ok ? start : outside.offset,
      outside.ok ? "malformed JSON" : outside.message,
    );
    return;
  }
  function* rest(): Generator<SpreadElement> {
    try {
      for (const [from, to] of elements) {
        const parsed = parseRange(bytes, from, to);
        yield parsed.ok
          ? parsed
          : { ok: false, error: errorAtOffset(bytes, parsed.offset, parsed.message) };
        if (!parsed.ok) return;
      }
    } catch (error) {
      if (!(error instanceof JsonScanError)) throw error;
      yield { ok: false, error: errorAtOffset(bytes, error.offset, error.message) };
    }
  }
  yield { kind: "body", source, body: skeleton, spread: { pointer: array.pointer, rest } };
}
