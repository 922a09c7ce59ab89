/** Where a record's captured JSON lies: `bytes[start, end)`. */
export interface TextAt {
  readonly bytes: Buffer;
  readonly start: number;
  readonly end: number;
}

/** An item of a list, parsed, with its captured text when it is served as such. */
export interface ParsedItem {
  readonly value: unknown;
  /** The item's bytes in the file (compact JSON); absent: it is served as JSON.stringify'd. */
  readonly text?: TextAt;
}

/** The captured text of an item, when it is served as such. */
export function textOf(item: ParsedItem): string | undefined {
  const { text } = item;
  return text === undefined ? undefined : text.bytes.toString("utf8", text.start, text.end);
}
