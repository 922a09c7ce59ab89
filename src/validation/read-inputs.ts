import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import type { InputItem } from "./input-item";
import { itemsFromDocument } from "./items-from-document";
import { parseJson } from "./parse-json";
import { resolveInputPaths, type InputFile } from "./resolve-input-paths";
import { STDIN_NAME, type Source } from "./source";

/** Where readInputs reads standard input from. */
export interface ReadInputsOptions {
  /** The stream behind `-` (default: process.stdin). */
  readonly stdin?: Readable;
}

function lines(stream: Readable): AsyncIterable<string> {
  // readline streams the input: a large NDJSON file is never held whole.
  return createInterface({ input: stream, crlfDelay: Infinity });
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
 * One document, or NDJSON when the first non-blank line is a whole JSON value and another
 * non-blank line follows. A pretty-printed document never has a whole value on its first line.
 */
async function* readAuto(input: AsyncIterable<string>, file: string): AsyncGenerator<InputItem> {
  let line = 0;
  let mode: "undecided" | "ndjson" | "document" = "undecided";
  const held: string[] = [];
  let first: { text: string; line: number; value: unknown } | undefined;
  for await (const raw of input) {
    line++;
    const text = line === 1 ? stripBom(raw) : raw;
    if (mode === "ndjson") {
      if (text.trim() !== "") yield* lineItems(text, { file, line });
      continue;
    }
    held.push(text);
    if (mode === "document" || text.trim() === "") continue;
    if (first === undefined) {
      const parsed = parseJson(text);
      if (parsed.ok) first = { text, line, value: parsed.value };
      else mode = "document";
      continue;
    }
    mode = "ndjson";
    held.length = 0;
    yield* lineItems(first.text, { file, line: first.line });
    yield* lineItems(text, { file, line });
  }
  // Undecided with a first value: the document is that one line, already parsed (a compact
  // answer of megabytes is not parsed twice).
  if (mode === "undecided" && first !== undefined) yield* itemsFromDocument(first.value, { file });
  else if (mode !== "ndjson") yield* documentItems(held.join("\n"), file);
}

async function* readWhole(input: AsyncIterable<string>, file: string): AsyncGenerator<InputItem> {
  const held: string[] = [];
  for await (const raw of input) held.push(held.length === 0 ? stripBom(raw) : raw);
  yield* documentItems(held.join("\n"), file);
}

async function* readOne(file: InputFile, options: ReadInputsOptions): AsyncGenerator<InputItem> {
  const name = file.path === "-" ? STDIN_NAME : file.path;
  const reader =
    file.format === "ndjson" ? readNdjson : file.format === "har" ? readWhole : readAuto;
  if (file.path === "-") {
    yield* reader(lines(options.stdin ?? process.stdin), name);
    return;
  }
  let handle;
  try {
    handle = await open(file.path, "r");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    yield { kind: "unreadable", source: { file: name }, reason };
    return;
  }
  const stream = handle.createReadStream({ encoding: "utf8" });
  try {
    yield* reader(lines(stream), name);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    yield { kind: "unreadable", source: { file: name }, reason };
  } finally {
    stream.destroy();
    await handle.close().catch(() => undefined);
  }
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
