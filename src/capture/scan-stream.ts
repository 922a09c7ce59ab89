import { closeSync, openSync, readSync } from "node:fs";
import { findInvalidUtf8 } from "./find-invalid-utf8";
import type { SpreadElement } from "./input-item";
import {
  ArrayScanError,
  type ArrayScanEvent,
  type JsonTokenizer,
  type JsonPosition,
} from "./json-tokenizer";
import { invalidUtf8Message } from "./locate-offset";
import type { JsonParseError } from "./parse-json";
import { locateSyntaxError } from "./parse-json";

/** Bytes read at a time from a file that is scanned (one chunk is held with one element). */
export const SCAN_CHUNK_BYTES = 1024 * 1024;

/**
 * Bytes handed to the scanner at a time: a chunk of tiny elements (`{},` over a megabyte) would
 * otherwise be hundreds of thousands of events held at once.
 */
export const SCAN_SLICE_BYTES = 64 * 1024;

/** The scanner's events for a chunk, handed to it SCAN_SLICE_BYTES at a time. */
function* pushSliced(scanner: JsonTokenizer, chunk: Buffer): Generator<ArrayScanEvent> {
  for (let at = 0; at < chunk.length; at += SCAN_SLICE_BYTES) {
    yield* scanner.push(chunk.subarray(at, at + SCAN_SLICE_BYTES));
  }
}

/** Longest array element read (a HAR entry, a record, a page): a longer one is a finding. */
export const MAX_ELEMENT_BYTES = 64 * 1024 * 1024;

/** What a streamed document gives: the scanner's events, where it broke, or its end. */
export type StreamEvent =
  | ArrayScanEvent
  | { readonly kind: "error"; readonly parseError: JsonParseError }
  | {
      readonly kind: "end";
      /** The streamed array's pointer; undefined when the document has none of those asked. */
      readonly pointer: string | undefined;
      /** The bytes outside that array (JsonTokenizer#outsideBytes); undefined past the cap. */
      readonly outside: Buffer | undefined;
      /** Those bytes parsed: the value, or where it breaks in the document. */
      readonly parseOutside: () => SpreadElement | undefined;
    };

const BOM = [0xef, 0xbb, 0xbf];

/**
 * Feeds a stream of chunks to the scanner, once, in order: its events, then `end` (or `error`
 * where the JSON breaks, which ends it). A byte order mark at the start is skipped.
 */
export async function* scanStream(
  chunks: AsyncIterable<Buffer | string>,
  scanner: JsonTokenizer,
): AsyncGenerator<StreamEvent> {
  let bom = 0;
  try {
    for await (const raw of chunks) {
      let chunk = typeof raw === "string" ? Buffer.from(raw) : raw;
      // The mark may be split over chunks (tests feed bytes one at a time).
      let skip = 0;
      while (bom < BOM.length && skip < chunk.length && chunk[skip] === BOM[bom]) {
        skip += 1;
        bom += 1;
      }
      if (bom < BOM.length && skip < chunk.length) bom = BOM.length;
      if (skip > 0) {
        scanner.skipBytes(skip);
        chunk = chunk.subarray(skip);
      }
      yield* pushSliced(scanner, chunk);
    }
    yield* scanner.end();
  } catch (error) {
    if (!(error instanceof ArrayScanError)) throw error;
    yield { kind: "error", parseError: locateScanError(error, scanner) };
    return;
  }
  const outside = scanner.outsideBytes();
  yield {
    kind: "end",
    pointer: scanner.pointer,
    outside,
    parseOutside: () => (outside === undefined ? undefined : parseOutside(outside, scanner)),
  };
}

/**
 * Feeds a file to the scanner synchronously from byte `from`, a chunk at a time, until the
 * scanner stops or the file ends: its events. Throws ArrayScanError where the JSON breaks.
 */
export function* scanFileSync(
  path: string,
  from: number,
  scanner: JsonTokenizer,
  chunkBytes = SCAN_CHUNK_BYTES,
): Generator<ArrayScanEvent> {
  const fd = openSync(path, "r");
  try {
    let position = from;
    while (!scanner.stopped) {
      // A fresh buffer per read: the element being read keeps views of the chunks it spans.
      const chunk = Buffer.allocUnsafe(chunkBytes);
      const read = readSync(fd, chunk, 0, chunkBytes, position);
      if (read === 0) break;
      position += read;
      yield* pushSliced(scanner, chunk.subarray(0, read));
    }
    yield* scanner.end();
  } finally {
    closeSync(fd);
  }
}

/** A problem `offset` bytes into bytes that start at `at`, with its line and column. */
export function locateInBytes(
  bytes: Buffer,
  at: JsonPosition,
  offset: number,
  message: string,
): JsonParseError {
  let line = at.line;
  let lineStart = -(at.column - 1);
  for (let nl = bytes.indexOf(0x0a); nl !== -1 && nl < offset; nl = bytes.indexOf(0x0a, nl + 1)) {
    line += 1;
    lineStart = nl + 1;
  }
  return { line, column: offset - lineStart + 1, offset: at.offset + offset, message };
}

/** JSON text as bytes, parsed: the value, or where it breaks (invalid UTF-8 included). */
export function parseBytes(bytes: Buffer, at: JsonPosition): SpreadElement {
  const bad = findInvalidUtf8(bytes);
  if (bad !== -1) {
    return {
      ok: false,
      error: locateInBytes(bytes, at, bad, invalidUtf8Message(at.offset + bad, bytes[bad])),
    };
  }
  const text = bytes.toString("utf8");
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const located = locateSyntaxError(text, error.message);
    // The located offset counts UTF-16 units of the text; the byte offset is that prefix's length.
    const offset = Buffer.byteLength(text.slice(0, located.offset));
    return { ok: false, error: locateInBytes(bytes, at, offset, located.message) };
  }
}

/**
 * Where a scan broke, told precisely: JSON.parse of the element it broke in (or of what was read
 * outside the array) stops at the first real error (a stray quote throws the scan's quote
 * pairing off until the end of the data).
 */
export function locateScanError(error: ArrayScanError, scanner?: JsonTokenizer): JsonParseError {
  const origin = { offset: 0, line: 1, column: 1 };
  const bytes = error.element?.bytes ?? scanner?.outsideBytes();
  if (bytes === undefined) return error.parseError;
  const parsed = parseBytes(bytes, error.element?.at ?? origin);
  // JSON.parse of the bytes up to where the scan broke: an error before their end is the real
  // one (at their end, they only stop short).
  if (parsed.ok) return error.parseError;
  const at = parsed.error.offset - (error.element?.at.offset ?? 0);
  if (at >= bytes.length || /end of JSON input/.test(parsed.error.message)) return error.parseError;
  if (error.element !== undefined) return parsed.error;
  return { ...scanner!.locateOutside(at, bytes), message: parsed.error.message };
}

/** The bytes kept outside the array, parsed; an error is located in the document. */
function parseOutside(outside: Buffer, scanner: JsonTokenizer): SpreadElement {
  const parsed = parseBytes(outside, { offset: 0, line: 1, column: 1 });
  if (parsed.ok) return parsed;
  return {
    ok: false,
    error: {
      ...scanner.locateOutside(parsed.error.offset, outside),
      message: parsed.error.message,
    },
  };
}

/** One scanned element, parsed: its value, or where it breaks, or that it is too long. */
export function parseElement(
  event: Extract<ArrayScanEvent, { kind: "element" }>,
  maxElementBytes = MAX_ELEMENT_BYTES,
): SpreadElement {
  if (event.size > maxElementBytes) {
    const message = `element ${event.index} is ${event.size} bytes, more than the ${maxElementBytes} one element may have`;
    return { ok: false, error: { ...event.at, message }, tooLarge: true };
  }
  return parseBytes(event.bytes, event.at);
}
