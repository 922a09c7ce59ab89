import { JsonTokenizer } from "./json-tokenizer";
import { MAX_ELEMENT_BYTES, parseElement, scanStream } from "./scan-stream";
import type { InputItem, SpreadElement } from "./input-item";
import { harEntryItem, itemsFromDocument } from "./items-from-document";
import type { JsonParseError } from "./parse-json";
import type { Source } from "./source";

/** The pointer of a HAR log's entries. */
export const HAR_ENTRIES_POINTER = "/log/entries";

/** Longest text a HAR document may have outside its entries (the log's creator, pages…). */
export const MAX_HAR_OUTSIDE_BYTES = 64 * 1024 * 1024;

/** What a document read as a HAR log gives, in order. */
export type HarStreamEvent =
  | {
      /** One entry, parsed (or where it breaks); the others are still read. */
      readonly kind: "entry";
      /** Its index in `log.entries`. */
      readonly index: number;
      /** The entry's value, or its problem. */
      readonly entry: SpreadElement;
    }
  | {
      /** The document broke where its entries could no longer be followed: the reading ends. */
      readonly kind: "malformed";
      /** Where and why. */
      readonly parseError: JsonParseError;
    }
  | {
      /** The end: the log read (its entry count), or a document that is no HAR log. */
      readonly kind: "end";
      /** Entries read; undefined when the document has no `log.entries` array. */
      readonly entries: number | undefined;
      /**
       * The document outside the entries, parsed (for a document that is no HAR log: the whole
       * document, whitespace between tokens dropped); undefined when longer than the cap.
       */
      readonly outside: SpreadElement | undefined;
      /** Whether the document held nothing but whitespace. */
      readonly blank: boolean;
    };

/**
 * Reads a HAR document from a stream of chunks once, in bounded memory (one entry and one
 * chunk): each `log.entries` element is parsed alone as soon as its bytes are in and handed
 * over; what lies outside the entries is kept (capped) to tell a document that is no HAR log.
 */
export async function* streamHar(
  chunks: AsyncIterable<Buffer | string>,
  maxEntryBytes = MAX_ELEMENT_BYTES,
  maxOutsideBytes = MAX_HAR_OUTSIDE_BYTES,
): AsyncGenerator<HarStreamEvent> {
  const scanner = new JsonTokenizer({
    pointers: [HAR_ENTRIES_POINTER],
    maxElementBytes: maxEntryBytes,
    maxOutsideBytes,
  });
  let entries = 0;
  for await (const event of scanStream(chunks, scanner)) {
    switch (event.kind) {
      case "array":
        continue;
      case "element":
        entries += 1;
        yield { kind: "entry", index: event.index, entry: parseElement(event, maxEntryBytes) };
        continue;
      case "error":
        yield { kind: "malformed", parseError: event.parseError };
        return;
      case "end": {
        const bytes = event.outside;
        const outside = event.parseOutside();
        // Whitespace runs are one space each (one per chunk they span, at most).
        const blank = bytes !== undefined && bytes.length < 64 && bytes.toString().trim() === "";
        yield {
          kind: "end",
          entries: event.pointer === undefined ? undefined : entries,
          outside,
          blank,
        };
      }
    }
  }
}

/**
 * The input items of a HAR document read from a stream (streamHar): one per entry
 * (harEntryItem), a malformed entry reported and the others still read; a document that is no
 * HAR log is read as one document (itemsFromDocument).
 */
export async function* harInputItems(
  chunks: AsyncIterable<Buffer | string>,
  file: string,
  maxOutsideBytes = MAX_HAR_OUTSIDE_BYTES,
  maxEntryBytes = MAX_ELEMENT_BYTES,
): AsyncGenerator<InputItem> {
  const source = { file };
  for await (const event of streamHar(chunks, maxEntryBytes, maxOutsideBytes)) {
    if (event.kind === "entry") {
      const { index, entry } = event;
      yield entry.ok
        ? harEntryItem(entry.value, file, index)
        : { kind: "malformed", source: { file, entry: index }, parseError: entry.error };
    } else if (event.kind === "malformed") {
      yield { kind: "malformed", source, parseError: event.parseError };
    } else yield* endItems(event, source, maxOutsideBytes);
  }
}

/** What the end of a HAR document adds: nothing, or why, or the document that is no HAR log. */
function endItems(
  event: Extract<HarStreamEvent, { kind: "end" }>,
  source: Source,
  maxOutsideBytes: number,
): InputItem[] {
  const { outside, entries, blank } = event;
  if (blank) {
    return [
      {
        kind: "malformed",
        source,
        parseError: { line: 1, column: 1, offset: 0, message: "empty file" },
      },
    ];
  }
  if (outside === undefined) {
    const reason = `too large to read: no HAR log, and more than ${maxOutsideBytes} bytes outside any log.entries (write it as NDJSON, one body per line)`;
    return [{ kind: "skipped", source, reason }];
  }
  if (!outside.ok) {
    return [{ kind: "malformed", source, parseError: outside.error }];
  }
  if (entries === undefined) return itemsFromDocument(outside.value, source);
  return entries === 0 ? [{ kind: "skipped", source, reason: "HAR log without entries" }] : [];
}
