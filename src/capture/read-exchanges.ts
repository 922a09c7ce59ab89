import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { byteLines } from "./byte-lines";
import type { Exchange } from "./exchange";
import { exchangeOfRecord, isExchangeRecord } from "./exchange-record";
import { exchangeOfHarEntry, isHarLog } from "./har";
import type { InputItem } from "./input-item";
import { parseJson } from "./parse-json";
import { LARGE_DOCUMENT_BYTES, looksLikeNdjson } from "./read-inputs";
import { MAX_TEXT_BYTES } from "./read-large-document";
import { SCAN_CHUNK_BYTES } from "./scan-stream";
import { streamHar } from "./stream-har";
import type { InputFile } from "./resolve-input-paths";
import type { Source } from "./source";

/** One exchange read from a capture, or (as readInputs says it) why a piece gave none. */
export type ExchangeItem =
  | { readonly kind: "exchange"; readonly source: Source; readonly exchange: Exchange }
  | Exclude<InputItem, { kind: "body" }>;

/** How readExchanges reads. */
export interface ReadExchangesOptions {
  /**
   * The request URL of a saved answer: a JSON document that is neither a HAR log nor a
   * recording is the answer (GET, 200) to the URL this gives for its path; without one it is
   * skipped.
   */
  readonly savedAnswerUrl?: (path: string) => string | undefined;
}

/** A saved answer as an exchange: GET `url` answered 200 with these bytes. */
export function savedAnswerExchange(bytes: Uint8Array, url: string): Exchange {
  return {
    request: { method: "GET", url, headers: [] },
    response: { status: 200, headers: [], body: bytes },
    timing: { started: new Date(0), durationMs: 0 },
  };
}

/** The exchanges of one parsed value: a HAR log's entries, or a recording line's exchange. */
function exchangesOf(value: unknown, source: Source): ExchangeItem[] {
  if (isHarLog(value)) {
    return value.log.entries.map((entry, index): ExchangeItem => {
      const at = { ...source, entry: index };
      const exchange = exchangeOfHarEntry(entry);
      return exchange === undefined
        ? { kind: "skipped", source: at, reason: "HAR entry without request or response status" }
        : { kind: "exchange", source: at, exchange };
    });
  }
  if (isExchangeRecord(value))
    return [{ kind: "exchange", source, exchange: exchangeOfRecord(value) }];
  return [{ kind: "skipped", source, reason: "neither a HAR log nor a recorded exchange" }];
}

async function* ndjsonExchanges(path: string): AsyncGenerator<ExchangeItem> {
  for await (const item of byteLines(createReadStream(path), MAX_TEXT_BYTES)) {
    const source = { file: path, line: item.line };
    if ("tooLong" in item) {
      yield { kind: "unreadable", source, reason: `line of ${item.tooLong} bytes, too long` };
      continue;
    }
    const text = item.bytes.toString("utf8");
    if (text.trim() === "") continue;
    const parsed = parseJson(text, item.line);
    if (parsed.ok) yield* exchangesOf(parsed.value, source);
    else yield { kind: "malformed", source, parseError: parsed.error };
  }
}

/**
 * A document's exchanges: a HAR log streamed an entry at a time (any size, one entry held);
 * another document (a recording, a saved answer) read whole, up to LARGE_DOCUMENT_BYTES.
 */
async function* documentExchanges(
  path: string,
  options: ReadExchangesOptions,
): AsyncGenerator<ExchangeItem> {
  const source = { file: path };
  let isHar = false;
  for await (const event of streamHar(
    createReadStream(path, { highWaterMark: SCAN_CHUNK_BYTES }),
  )) {
    if (event.kind === "entry") {
      isHar = true;
      const at = { ...source, entry: event.index };
      if (!event.entry.ok) {
        yield { kind: "malformed", source: at, parseError: event.entry.error };
        continue;
      }
      const exchange = exchangeOfHarEntry(event.entry.value);
      yield exchange === undefined
        ? { kind: "skipped", source: at, reason: "HAR entry without request or response status" }
        : { kind: "exchange", source: at, exchange };
    } else if (event.kind === "malformed") {
      yield { kind: "malformed", source, parseError: event.parseError };
      return;
    } else isHar = isHar || (event.entries !== undefined && event.outside?.ok === true);
  }
  if (!isHar) yield* wholeDocumentExchanges(path, options);
}

/** A document that is no HAR log, read whole: a recording's exchange, or a saved answer. */
async function* wholeDocumentExchanges(
  path: string,
  options: ReadExchangesOptions,
): AsyncGenerator<ExchangeItem> {
  const source = { file: path };
  const size = (await stat(path)).size;
  if (size > LARGE_DOCUMENT_BYTES) {
    const reason = `larger than ${LARGE_DOCUMENT_BYTES} bytes: record such captures as NDJSON`;
    yield { kind: "unreadable", source, reason };
    return;
  }
  const bytes = await readFile(path);
  const parsed = parseJson(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  if (!parsed.ok) {
    yield { kind: "malformed", source, parseError: parsed.error };
    return;
  }
  const url = options.savedAnswerUrl?.(path);
  if (url !== undefined && !isExchangeRecord(parsed.value)) {
    yield { kind: "exchange", source, exchange: savedAnswerExchange(bytes, url) };
  } else yield* exchangesOf(parsed.value, source);
}

/**
 * Whether a file is read a line at a time: NDJSON, or a file of no stated format (a recording
 * written as `--record FILE.log`) whose first line is a whole value, unless it is a saved answer.
 */
async function readsAsLines(file: InputFile, options: ReadExchangesOptions): Promise<boolean> {
  if (file.format !== "auto") return file.format === "ndjson";
  if (options.savedAnswerUrl?.(file.path) !== undefined) return false;
  return looksLikeNdjson(createReadStream(file.path));
}

/**
 * Reads captures into the one Exchange type, in order, a finding for what gives none: HAR 1.2
 * logs (every entry), the proxy's recordings (NDJSON lines or HAR), and saved answers (a JSON
 * document with its request URL given). NDJSON is read a line at a time, a HAR log an entry at
 * a time (streamHar: any size, one entry held); another document whole, up to
 * LARGE_DOCUMENT_BYTES. A file that cannot be read is one finding; the others are still read.
 * Files only: standard input (`-`) is not read here.
 */
export async function* readExchanges(
  files: readonly InputFile[],
  options: ReadExchangesOptions = {},
): AsyncGenerator<ExchangeItem> {
  for (const file of files) {
    try {
      yield* (await readsAsLines(file, options))
        ? ndjsonExchanges(file.path)
        : documentExchanges(file.path, options);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      yield { kind: "unreadable", source: { file: file.path }, reason };
    }
  }
}
