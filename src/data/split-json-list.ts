import { constants, isUtf8 } from "node:buffer";
import { ArrayScanError, JsonTokenizer } from "../capture";
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

/** The lists split: the document itself, or an envelope's `data`. */
const LIST_POINTERS = ["", "/data"];

/** Bytes handed to the tokenizer at a time (Buffer#indexOf misreads offsets past 2 GiB). */
const SLICE_BYTES = 64 * 1024 * 1024;

/** A bare array with nothing around it but whitespace, as the tokenizer keeps it outside. */
const BARE_LIST = /^[ \t\n\r]*\[\][ \t\n\r]*$/;

/**
 * Splits a JSON document that is a list of items, without parsing the items: a bare array, or an
 * object with one `data` array (a v2 answer). The items are found by the JSON tokenizer (strings
 * and escapes respected); whether each item is valid JSON is for the caller's JSON.parse of its
 * slice, while the envelope (the document with `[]` in place of the list) is parsed here.
 * Undefined when the document is of another shape (a second `data`, one that is no list), not
 * UTF-8, or not well formed around its items: the caller reads it the general way, which says
 * what is wrong.
 */
export function splitJsonList(bytes: Buffer): SplitList | undefined {
  if (!isUtf8(bytes)) return undefined;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const found = new ListRangesBuilder();
  const tokenizer = new JsonTokenizer({
    pointers: LIST_POINTERS,
    maxElementBytes: 0,
    maxOutsideBytes: constants.MAX_STRING_LENGTH,
    // The whole document is in memory already: any nesting around the list is followed.
    maxOutsideDepth: Number.POSITIVE_INFINITY,
    onRange: (start, end, compact) => found.push(start, end, compact),
  });
  tokenizer.skipBytes(bom);
  try {
    for (let at = bom; at < bytes.length; at += SLICE_BYTES) {
      tokenizer.push(bytes.subarray(at, Math.min(at + SLICE_BYTES, bytes.length)));
    }
    tokenizer.end();
  } catch (error) {
    if (error instanceof ArrayScanError) return undefined;
    throw error;
  }
  const outside = tokenizer.outsideBytes();
  const pointer = tokenizer.pointer;
  if (outside === undefined || pointer === undefined) return undefined;
  const { starts, ends, compact } = found;
  if (pointer === "") {
    return BARE_LIST.test(outside.toString("latin1"))
      ? { bytes, envelope: undefined, starts, ends, compact }
      : undefined;
  }
  // A second `data` (JSON.parse keeps the last), or a first that is no list: the general way.
  if (tokenizer.namedMembers !== 1) return undefined;
  let envelope: unknown;
  try {
    envelope = JSON.parse(outside.toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof envelope !== "object" || envelope === null || Array.isArray(envelope)) {
    return undefined;
  }
  return { bytes, envelope: envelope as Record<string, unknown>, starts, ends, compact };
}
