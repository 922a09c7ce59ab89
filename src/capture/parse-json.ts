import { findJsonError } from "./find-json-error";

/** Why a text is not JSON, and where. */
export interface JsonParseError {
  /** 1-based line of the first bad character (counted in the whole file for NDJSON). */
  readonly line: number;
  /** 1-based column of the first bad character. */
  readonly column: number;
  /** 0-based offset of the first bad character in the parsed text. */
  readonly offset: number;
  /** The parser's words, without its position or its copy of the text. */
  readonly message: string;
}

/** A parsed value, or why the text is not JSON. */
export type ParseResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: JsonParseError };

/** Parses JSON text; a syntax error comes back as a value with its line and column. */
export function parseJson(text: string, firstLine = 1): ParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return { ok: false, error: locateSyntaxError(text, error.message, firstLine) };
  }
}

/** Turns V8's message into a located error; lines count from `firstLine`. */
export function locateSyntaxError(text: string, v8Message: string, firstLine = 1): JsonParseError {
  const stated = / JSON at position (\d+)/.exec(v8Message);
  const found = findJsonError(text);
  const offset = stated?.[1] !== undefined ? Number(stated[1]) : found >= 0 ? found : text.length;
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  const newlines = before.length - before.replace(/\n/g, "").length;
  return {
    line: firstLine + newlines,
    column: offset - lineStart + 1,
    offset,
    message: cleanMessage(v8Message),
  };
}

// V8 appends either "at position N (line L column C)" or a copy of the text
// (`, "{"a":}" is not valid JSON`), which can span lines; the position is stated separately.
function cleanMessage(message: string): string {
  const withoutCopy = message.replace(/, (\.\.\.)?"[\s\S]*" is not valid JSON$/, "");
  return withoutCopy.replace(/( in JSON)? at position \d+.*$/s, "").trim();
}
