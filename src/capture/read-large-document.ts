import { constants } from "node:buffer";
import { createReadStream } from "node:fs";
import type { InputItem, SpreadElement } from "./input-item";
import { harEntryItem, itemsFromDocument } from "./items-from-document";
import { ArrayScanError, JsonTokenizer, type JsonPosition } from "./json-tokenizer";
import {
  MAX_ELEMENT_BYTES,
  parseElement,
  locateScanError,
  SCAN_CHUNK_BYTES,
  scanFileSync,
  scanStream,
} from "./scan-stream";
import { HAR_ENTRIES_POINTER } from "./stream-har";

/** Longest text V8 makes (about 512 MiB): a document or element longer cannot be one string. */
export const MAX_TEXT_BYTES = constants.MAX_STRING_LENGTH;

/** The arrays that make a document large: the document itself, an envelope's data, HAR entries. */
const LARGE_ARRAY_POINTERS = ["", "/data", HAR_ENTRIES_POINTER] as const;

/** The body with `first` (or nothing) as the only element of the array at `pointer`. */
function withFirst(outside: unknown, pointer: string, first: unknown[]): unknown {
  if (pointer === "") return first;
  return { ...(outside as Record<string, unknown>), data: first };
}

/**
 * The elements after the first of the array at `pointer` that starts at `at` (just past its
 * `[`), read again from the file synchronously, one element and one chunk held at a time.
 */
function* elementsAfterFirst(
  path: string,
  pointer: string,
  at: JsonPosition,
  maxElementBytes: number,
): Generator<SpreadElement> {
  const scanner = new JsonTokenizer({
    pointers: [pointer],
    maxElementBytes,
    maxOutsideBytes: 0,
    inside: { pointer, at },
  });
  try {
    for (const event of scanFileSync(path, at.offset, scanner)) {
      if (event.kind !== "element" || event.index === 0) continue;
      const element = parseElement(event, maxElementBytes);
      yield element;
      if (!element.ok && element.tooLarge !== true) return;
    }
  } catch (error) {
    // Where the JSON breaks, or the file could no longer be read: the body ends there.
    const problem =
      error instanceof ArrayScanError
        ? locateScanError(error)
        : {
            ...at,
            message: `cannot read: ${error instanceof Error ? error.message : String(error)}`,
          };
    yield { ok: false, error: problem };
  }
}

/**
 * Reads one large JSON document streaming, in memory bounded by its largest element (at most
 * MAX_ELEMENT_BYTES) and one chunk, whatever its size: the size limit is the disk. Its large
 * array (the document itself, `data`, or a HAR's `log.entries`) is found by a byte scanner.
 * HAR entries become one item each as they are read. An envelope or list becomes one body item
 * whose `body` holds the first element and whose `spread` reads the others again from the file,
 * each parsed alone. What lies outside the array is one string (runs of padding shortened), up
 * to MAX_TEXT_BYTES; a document that is too long there is a finding, never a crash.
 */
export async function* readLargeDocument(
  path: string,
  file: string,
  _size?: number,
  maxElementBytes = MAX_ELEMENT_BYTES,
): AsyncGenerator<InputItem> {
  const source = { file };
  const scanner = new JsonTokenizer({
    pointers: LARGE_ARRAY_POINTERS,
    maxElementBytes,
    maxOutsideBytes: MAX_TEXT_BYTES,
  });
  let array: { pointer: string; at: JsonPosition } | undefined;
  let first: SpreadElement | undefined;
  let entries = 0;
  const chunks = createReadStream(path, { highWaterMark: SCAN_CHUNK_BYTES });
  for await (const event of scanStream(chunks, scanner)) {
    if (event.kind === "array") array = event;
    else if (event.kind === "error") {
      yield { kind: "malformed", source, parseError: event.parseError };
      return;
    } else if (event.kind === "element") {
      if (array?.pointer === HAR_ENTRIES_POINTER) {
        const element = parseElement(event, maxElementBytes);
        entries += 1;
        yield element.ok
          ? harEntryItem(element.value, file, event.index)
          : { kind: "malformed", source: { file, entry: event.index }, parseError: element.error };
      } else if (event.index === 0) first = parseElement(event, maxElementBytes);
      // The others are read again, one at a time, when the body is checked.
    } else if (event.outside === undefined) {
      const reason = `too large to read: more than ${MAX_TEXT_BYTES} bytes outside its large array (write it as NDJSON, one body per line)`;
      yield { kind: "skipped", source, reason };
    } else {
      const outside = event.parseOutside()!;
      if (!outside.ok) yield { kind: "malformed", source, parseError: outside.error };
      else if (array === undefined) yield* itemsFromDocument(outside.value, source);
      else if (array.pointer === HAR_ENTRIES_POINTER) {
        if (entries === 0) yield { kind: "skipped", source, reason: "HAR log without entries" };
      } else if (first !== undefined && !first.ok) {
        yield { kind: "malformed", source, parseError: first.error };
      } else {
        const body = withFirst(
          outside.value,
          array.pointer,
          first === undefined ? [] : [first.value],
        );
        const { pointer, at } = array;
        yield {
          kind: "body",
          source,
          body,
          spread: { pointer, rest: () => elementsAfterFirst(path, pointer, at, maxElementBytes) },
        };
      }
    }
  }
}
