import { utf8Bytes } from "./utf8-bytes";

/**
 * What an endpoint answers, independent of any framework: the status, the headers, and the body
 * as a sequence of UTF-8 chunks (an array, or a lazy iterable read once, so a list of megabytes
 * is produced while it is written and never held whole). conditionalHead gives every adapter its
 * head (Vary, ETag/304, Cache-Control); the Node transport (sendAnswer) compresses it and writes
 * it with backpressure; a Mock Service Worker handler joins the same chunks into a Response.
 */
export interface Answer {
  /** HTTP status. */
  readonly status: number;
  /** Headers of the answer (Content-Type included); names as they should be sent. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body's chunks, in order; an iterable other than an array is read once. */
  readonly body: Iterable<Uint8Array>;
  /** The body's length in bytes when known without reading it (a Content-Length). */
  readonly length?: number;
  /**
   * True when the body is a function of the request's URL alone for this app (the world is
   * immutable), so a validator derived from the app's identity and the URL is a strong ETag.
   */
  readonly stable: boolean;
}

/** A stable 200 answer of one rendered body (text or UTF-8 bytes). */
export function bodyAnswer(contentType: string, body: string | Uint8Array, status = 200): Answer {
  const bytes = typeof body === "string" ? utf8Bytes(body) : body;
  return {
    status,
    headers: { "Content-Type": contentType },
    body: [bytes],
    length: bytes.length,
    stable: status === 200,
  };
}

/** The content type of every JSON answer. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** A stable JSON answer from chunks; the length is their sum when the chunks are an array. */
export function jsonAnswer(
  body: Iterable<Uint8Array>,
  headers: Readonly<Record<string, string>> = {},
): Answer {
  const length = Array.isArray(body)
    ? (body as readonly Uint8Array[]).reduce((sum, chunk) => sum + chunk.length, 0)
    : undefined;
  return {
    status: 200,
    headers: { "Content-Type": JSON_CONTENT_TYPE, ...headers },
    body,
    ...(length === undefined ? {} : { length }),
    stable: true,
  };
}
