import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { byteLines } from "./byte-lines";
import { findInvalidUtf8 } from "./find-invalid-utf8";
import type { InputItem } from "./input-item";
import { ByteCap, DEFAULT_MAX_STREAM_BYTES } from "./byte-cap";
import { itemsFromDocument } from "./items-from-document";
import { invalidUtf8Message } from "./locate-offset";
import { parseJson, type JsonParseError } from "./parse-json";
import { MAX_TEXT_BYTES, readLargeDocument } from "./read-large-document";
import { resolveInputPaths, type InputFile } from "./resolve-input-paths";
import { SCAN_CHUNK_BYTES } from "./scan-stream";
import { STDIN_NAME, type Source } from "./source";
import { chunksAfter, splitFirstLine } from "./split-first-line";
import { harInputItems } from "./stream-har";

/** Where readInputs reads standard input from. */
export interface ReadInputsOptions {
  /** The stream behind `-` (default: process.stdin). */
  readonly stdin?: Readable;
  /**
   * Files larger than this many bytes are read as large documents (default LARGE_DOCUMENT_BYTES).
   */
  readonly largeDocumentBytes?: number;
  /**
   * Most bytes read from an input that is no regular file (standard input, a pipe): past it the
   * reading stops, what was read is kept and one `unreadable` item says so (default
   * DEFAULT_MAX_STREAM_BYTES, 1 GiB: every reader is bounded unless it asks for another cap).
   */
  readonly maxStreamBytes?: number;
  /** Longest array element or HAR entry read streaming (default MAX_ELEMENT_BYTES, 64 MiB). */
  readonly maxElementBytes?: number;
}

/**
 * Files larger than this are not read as one string: a document is read by readLargeDocument
 * (bytes held, elements parsed one at a time), NDJSON a line at a time as always.
 */
export const LARGE_DOCUMENT_BYTES = 64 * 1024 * 1024;

/** Longest first line that may still make a large file NDJSON (else it is one document). */
const MAX_FIRST_LINE_BYTES = 16 * 1024 * 1024;

/** Why a file stopped being read: invalid UTF-8 or a line too long, located. */
class ReadProblem extends Error {
  constructor(readonly parseError: JsonParseError) {
    super(parseError.message);
  }
}

/**
 * The lines of a byte stream as text, one held at a time. Invalid UTF-8 ends the file with a
 * finding at its byte offset (never replaced by U+FFFD, which would pass as valid); so does a
 * line too long to be one string.
 */
async function* lines(stream: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  for await (const item of byteLines(stream, MAX_TEXT_BYTES, true)) {
    if ("tooLong" in item) {
      const message = `line ${item.line} is more than ${MAX_TEXT_BYTES} bytes, too long for one string`;
      throw new ReadProblem({ line: item.line, column: 1, offset: item.offset, message });
    }
    const bad = findInvalidUtf8(item.bytes);
    if (bad !== -1) {
      const offset = item.offset + bad;
      const message = invalidUtf8Message(offset, item.bytes[bad]);
      throw new ReadProblem({ line: item.line, column: bad + 1, offset, message });
    }
    yield item.bytes.toString("utf8");
  }
}

/**
 * Whether a file of no stated format reads as NDJSON: its first non-blank line is short and a
 * whole value (the stream is closed after that line).
 */
export async function looksLikeNdjson(stream: Readable): Promise<boolean> {
  try {
    for await (const item of byteLines(stream, MAX_FIRST_LINE_BYTES, true)) {
      if ("tooLong" in item) return false;
      const text = stripBom(item.bytes.toString("utf8"));
      if (text.trim() === "") continue;
      return parseJson(text).ok;
    }
    return false;
  } finally {
    stream.destroy();
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function lineItems(text: string, source: Source & { line: number }): InputItem[] {
  const parsed = parseJson(text, source.line);
  if (!parsed.ok) return [{ kind: "malformed", source, parseError: parsed.error }];
  return itemsFromDocument(parsed.value, source);
}

function documentItems(text: string, file: string): InputItem[] {
  const source = { file };
  if (text.trim() === "") {
    const parseError = { line: 1, column: 1, offset: 0, message: "empty file" };
    return [{ kind: "malformed", source, parseError }];
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return [{ kind: "malformed", source, parseError: parsed.error }];
  return itemsFromDocument(parsed.value, source);
}

async function* readNdjson(input: AsyncIterable<string>, file: string): AsyncGenerator<InputItem> {
  let line = 0;
  let empty = true;
  for await (const raw of input) {
    line++;
    const text = line === 1 ? stripBom(raw) : raw;
    if (text.trim() === "") continue;
    empty = false;
    yield* lineItems(text, { file, line });
  }
  if (empty) yield { kind: "skipped", source: { file }, reason: "no line in this NDJSON file" };
}

/**
 * The lines of one document, held until it ends: past MAX_TEXT_BYTES (it could never be one
 * string) the reading ends with a finding, so an endless input (a pipe that never closes) is
 * capped rather than held whole.
 */
class HeldLines {
  private readonly lines: string[] = [];
  /** Characters held, newlines included. */
  private size = 0;
  /** Holds one more line (its number, for the finding when the document grows too long). */
  push(text: string, line: number): void {
    this.size += text.length + 1;
    if (this.size > MAX_TEXT_BYTES) {
      const message = `a document of more than ${MAX_TEXT_BYTES} characters is too long for one string (write it as NDJSON, one body per line)`;
      throw new ReadProblem({ line, column: 1, offset: 0, message });
    }
    this.lines.push(text);
  }
  /** The lines held, let go of here. */
  take(): string[] {
    const lines = [...this.lines];
    this.clear();
    return lines;
  }
  /** Lets go of every line (the file turned out to be NDJSON). */
  clear(): void {
    this.lines.length = 0;
    this.size = 0;
  }
  /** The document: the lines joined. */
  text(): string {
    return this.lines.join("\n");
  }
}

/** Lines already read, then the rest of the iterator's, as bytes again (joined by newlines). */
async function* linesAsBytes(
  held: readonly string[],
  rest: AsyncIterator<string>,
): AsyncGenerator<Buffer> {
  // A newline before every line but the first: the bytes end where the input's last line does.
  let first = true;
  const bytes = (text: string): Buffer => {
    const line = Buffer.from(first ? text : `\n${text}`);
    first = false;
    return line;
  };
  for (const text of held) yield bytes(text);
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) {
    yield bytes(next.value);
  }
}

/**
 * One document, or NDJSON when the first non-blank line is a whole JSON value and another
 * non-blank line follows. A pretty-printed document never has a whole value on its first line.
 */
async function* readAuto(
  input: AsyncIterable<string>,
  file: string,
  stream?: { readonly maxElementBytes?: number },
): AsyncGenerator<InputItem> {
  let line = 0;
  let mode: "undecided" | "ndjson" | "document" = "undecided";
  const held = new HeldLines();
  let first: { text: string; line: number; value: unknown } | undefined;
  const iterator = input[Symbol.asyncIterator]();
  for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) {
    const raw = next.value;
    line++;
    const text = line === 1 ? stripBom(raw) : raw;
    if (mode === "ndjson") {
      if (text.trim() !== "") yield* lineItems(text, { file, line });
      continue;
    }
    held.push(text, line);
    if (mode === "document" || text.trim() === "") continue;
    if (first === undefined) {
      const parsed = parseJson(text);
      if (parsed.ok) first = { text, line, value: parsed.value };
      else if (stream !== undefined) {
        // A document from a stream is scanned as it comes: a HAR log an entry at a time.
        const rest = linesAsBytes(held.take(), iterator);
        yield* harInputItems(rest, file, MAX_TEXT_BYTES, stream.maxElementBytes);
        return;
      } else mode = "document";
      continue;
    }
    mode = "ndjson";
    held.clear();
    yield* lineItems(first.text, { file, line: first.line });
    yield* lineItems(text, { file, line });
  }
  // Undecided with a first value: the document is that one line, already parsed (a compact
  // answer of megabytes is not parsed twice).
  if (mode === "undecided" && first !== undefined) yield* itemsFromDocument(first.value, { file });
  else if (mode !== "ndjson") yield* documentItems(held.text(), file);
}

/**
 * An input's items: HAR streamed an entry at a time, the others a line at a time; from a
 * `stream` (standard input, a pipe), a document that is not NDJSON is scanned as it comes.
 */
async function* itemsOf(
  format: InputFile["format"],
  chunks: AsyncIterable<Buffer>,
  name: string,
  options: ReadInputsOptions & { readonly stream?: boolean },
): AsyncGenerator<InputItem> {
  const { maxElementBytes } = options;
  if (format === "har") {
    yield* harInputItems(chunks, name, undefined, maxElementBytes);
    return;
  }
  if (format === "ndjson") {
    yield* readNdjson(lines(chunks), name);
    return;
  }
  if (options.stream !== true) {
    yield* readAuto(lines(chunks), name);
    return;
  }
  // From a stream, a first line too long for NDJSON is a compact document: scanned, not held.
  const first = await splitFirstLine(chunks, MAX_FIRST_LINE_BYTES);
  const all = chunksAfter(first.head, first.rest);
  if (first.long) yield* harInputItems(all, name, MAX_TEXT_BYTES, maxElementBytes);
  else yield* readAuto(lines(all), name, { maxElementBytes });
}

async function* readOne(file: InputFile, options: ReadInputsOptions): AsyncGenerator<InputItem> {
  const name = file.path === "-" ? STDIN_NAME : file.path;
  if (file.path === "-" || file.stream === true) {
    const input =
      file.path === "-" ? (options.stdin ?? process.stdin) : createReadStream(file.path);
    const capped = new ByteCap(
      input,
      options.maxStreamBytes ?? DEFAULT_MAX_STREAM_BYTES,
      file.format !== "har",
    );
    try {
      yield* itemsOf(file.format, capped.chunks(), name, { ...options, stream: true });
    } catch (error) {
      yield problemItem(error, name);
    } finally {
      if (file.path !== "-") input.destroy();
    }
    if (capped.reached)
      yield { kind: "unreadable", source: { file: name }, reason: capped.reason() };
    return;
  }
  let size;
  try {
    size = (await stat(file.path)).size;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    yield { kind: "unreadable", source: { file: name }, reason };
    return;
  }
  // Each pass reads through its own stream, closed when it ends or is abandoned.
  const bytes = (): Readable =>
    createReadStream(file.path, file.format === "har" ? { highWaterMark: SCAN_CHUNK_BYTES } : {});
  try {
    if (size > (options.largeDocumentBytes ?? LARGE_DOCUMENT_BYTES) && file.format === "auto") {
      const ndjson = await looksLikeNdjson(bytes());
      if (ndjson) yield* readNdjson(lines(bytes()), name);
      else yield* readLargeDocument(file.path, name, size, options.maxElementBytes);
      return;
    }
    yield* itemsOf(file.format, bytes(), name, options);
  } catch (error) {
    yield problemItem(error, name);
  }
}

/**
 * Why an input stopped being read: bytes that are no text (a ReadProblem), else anything (an
 * I/O error, memory the machine does not have) is this input's finding; the others are still
 * read and reported.
 */
function problemItem(error: unknown, name: string): InputItem {
  const source = { file: name };
  if (error instanceof ReadProblem)
    return { kind: "malformed", source, parseError: error.parseError };
  const reason = error instanceof Error ? error.message : String(error);
  return { kind: "unreadable", source, reason };
}

/** Reads already resolved files in order, yielding each body or finding as it is read. */
export async function* readFiles(
  files: readonly InputFile[],
  options: ReadInputsOptions = {},
): AsyncGenerator<InputItem> {
  for (const file of files) yield* readOne(file, options);
}

/**
 * Reads every body the paths hold: files, folders (walked) and `-` for standard input; JSON
 * documents, NDJSON and HAR. Yields {source, body} or a finding (malformed JSON with its line and
 * column, nothing to validate, unreadable path); a bad file never stops the others being read.
 */
export async function* readInputs(
  paths: readonly string[],
  options: ReadInputsOptions = {},
): AsyncGenerator<InputItem> {
  const { files, problems } = await resolveInputPaths(paths);
  for (const problem of problems) {
    yield { kind: "unreadable", source: { file: problem.path }, reason: problem.reason };
  }
  yield* readFiles(files, options);
}
