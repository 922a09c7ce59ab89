import { isRecord } from "../is-record";
import type { Exchange, ExchangeResponse } from "./exchange";
import { findInvalidUtf8 } from "./find-invalid-utf8";

/** One name/value pair of a HAR header or query list. */
export interface HarNameValue {
  readonly name: string;
  readonly value: string;
}

/** What a HAR request and response both carry. */
export interface HarMessage {
  readonly httpVersion: string;
  readonly cookies: readonly unknown[];
  readonly headers: readonly HarNameValue[];
  readonly headersSize: number;
  readonly bodySize: number;
}

/** One HAR entry: a request and its answer. */
export interface HarEntry {
  readonly startedDateTime: string;
  readonly time: number;
  readonly request: HarMessage & {
    readonly method: string;
    readonly url: string;
    readonly queryString: readonly HarNameValue[];
  };
  readonly response: HarMessage & {
    readonly status: number;
    readonly statusText: string;
    readonly content: {
      readonly size: number;
      readonly mimeType: string;
      readonly text?: string;
      readonly encoding?: string;
      readonly comment?: string;
    };
    readonly redirectURL: string;
  };
  readonly cache: Record<string, never>;
  readonly timings: { readonly send: number; readonly wait: number; readonly receive: number };
}

/** Whether a parsed document is a HAR log (an object with `log.entries`). */
export function isHarLog(value: unknown): value is { log: { entries: unknown[] } } {
  return isRecord(value) && isRecord(value.log) && Array.isArray(value.log.entries);
}

function namedPairs(list: unknown): [string, string][] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((pair: unknown) =>
    isRecord(pair) && typeof pair.name === "string" && typeof pair.value === "string"
      ? [[pair.name, pair.value] as [string, string]]
      : [],
  );
}

/** What a HAR entry records of its answer's body: the text, its encoding and content type. */
export interface HarContent {
  /** `content.text` as recorded (undefined when absent). */
  readonly text: string | undefined;
  /** Whether that text is base64 (`content.encoding`). */
  readonly base64: boolean;
  /** `content.mimeType`: the answer's content type. */
  readonly mimeType: string | undefined;
}

/** A HAR entry read leniently: its exchange but for the body, and the body as recorded. */
export interface HarEntryReading {
  /** The exchange, its response without body bytes. */
  readonly exchange: Omit<Exchange, "response"> & {
    readonly response: Omit<ExchangeResponse, "body">;
  };
  /** The body as the entry records it. */
  readonly content: HarContent;
}

/**
 * Reads one HAR entry leniently: the method (upper case, GET when absent), the URL ("" when
 * absent), the headers kept as pairs, status, start and time, and the body as recorded.
 * Undefined when the entry has no request, or no response with a numeric status.
 */
export function readHarEntry(entry: unknown): HarEntryReading | undefined {
  const request = isRecord(entry) ? entry.request : undefined;
  const response = isRecord(entry) ? entry.response : undefined;
  if (!isRecord(entry) || !isRecord(request) || !isRecord(response)) return undefined;
  if (typeof response.status !== "number") return undefined;
  const content = isRecord(response.content) ? response.content : {};
  const started = typeof entry.startedDateTime === "string" ? entry.startedDateTime : "";
  return {
    exchange: {
      request: {
        method: typeof request.method === "string" ? request.method.toUpperCase() : "GET",
        url: typeof request.url === "string" ? request.url : "",
        headers: namedPairs(request.headers),
        ...(typeof request.httpVersion === "string" ? { httpVersion: request.httpVersion } : {}),
      },
      response: {
        status: response.status,
        ...(typeof response.statusText === "string" ? { statusText: response.statusText } : {}),
        headers: namedPairs(response.headers),
      },
      timing: {
        started: new Date(started),
        durationMs: typeof entry.time === "number" ? entry.time : 0,
      },
    },
    content: {
      text: typeof content.text === "string" ? content.text : undefined,
      base64: content.encoding === "base64",
      mimeType: typeof content.mimeType === "string" ? content.mimeType : undefined,
    },
  };
}

/**
 * A recorded body's text: base64 decoded as UTF-8 when so encoded, else as recorded. Decoded
 * bytes that are not UTF-8 are never replaced by U+FFFD (which would pass as a valid body): the
 * offset of the first bad byte is returned instead, as `invalidUtf8`.
 */
export function harContentText(
  content: HarContent,
): string | undefined | { readonly invalidUtf8: number; readonly byte: number | undefined } {
  const { text, base64 } = content;
  if (text === undefined || !base64) return text;
  const bytes = Buffer.from(text, "base64");
  const bad = findInvalidUtf8(bytes);
  return bad === -1 ? bytes.toString("utf8") : { invalidUtf8: bad, byte: bytes[bad] };
}

/**
 * The exchange of one HAR entry (readHarEntry), its body as bytes (`content.text`, base64
 * decoded when so encoded; empty when not recorded). Undefined when there is no exchange to read.
 */
export function exchangeOfHarEntry(entry: unknown): Exchange | undefined {
  const reading = readHarEntry(entry);
  if (reading === undefined) return undefined;
  const { exchange, content } = reading;
  const body = Buffer.from(content.text ?? "", content.base64 ? "base64" : "utf8");
  return { ...exchange, response: { ...exchange.response, body } };
}
