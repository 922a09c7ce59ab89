import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { Answer, CoreRequest, RequestHandler } from "../../../src/server";
import { BODILESS, joinChunks, splitTarget, targetOf } from "./in-process-fetch";

/**
 * A request as a breakage reads it: the query parsed, so a breakage can drop or change a parameter.
 */
export interface JsonRequest {
  /** The method, upper case. */
  readonly method: string;
  /** The path (still percent-encoded), without the query. */
  readonly path: string;
  /** The query parameters, repeated ones kept in order. */
  readonly query: URLSearchParams;
  /** The request's headers by lower-case name. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The request target as the client wrote it (a bare trailing `?` kept); empty when made up. */
  readonly target?: string;
  /** The body's text (a login's form), absent when the request has none. */
  readonly body?: string;
}

/** An answer as a breakage reads and rewrites it: `body` is the parsed JSON (or the text). */
export interface JsonAnswer {
  /** HTTP status. */
  status: number;
  /** Headers, by the name the core gave them (Content-Length left out: it is recomputed). */
  headers: Record<string, string>;
  /** The parsed JSON body, or the body's text when it is not JSON. */
  body: unknown;
}

/** Asks the honest core; a breakage may ask it for another page or another query. */
export type Upstream = (request: JsonRequest) => Promise<JsonAnswer>;

/**
 * One broken server (or one that differs only where the spec is silent): every request passes
 * through it, with the honest core behind it. The one shape of a breakage in the tests: the
 * helpers of answers.ts (onRequest, onAnswer, rewriting…) build them.
 */
export type Breakage = (request: JsonRequest, upstream: Upstream) => Promise<JsonAnswer>;

/** The Content-Type of an answer a breakage made up without one. */
const JSON_TYPE = "application/json; charset=utf-8";

function parseBody(bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The core's bytes of each answer whose body no breakage has read yet (so none changed it). */
const unread = new WeakMap<JsonAnswer, Uint8Array>();

/**
 * The core's answer as a breakage reads it. The body is parsed when a breakage first reads it;
 * an answer passed on with its body never read goes out as the core's bytes, not parsed and
 * written again (most answers of most breakages: the harness's cost, not the suite's).
 */
function toJsonAnswer(answer: Answer): JsonAnswer {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => name.toLowerCase() !== "content-length"),
  );
  const bytes = joinChunks(answer.body);
  let body: unknown;
  const json: JsonAnswer = {
    status: answer.status,
    headers,
    get body(): unknown {
      if (unread.delete(json)) body = parseBody(bytes);
      return body;
    },
    set body(value: unknown) {
      unread.delete(json);
      body = value;
    },
  };
  unread.set(json, bytes);
  return json;
}

function bytesOf(answer: JsonAnswer): Uint8Array {
  const raw = unread.get(answer);
  if (raw !== undefined) return raw;
  const body = answer.body;
  return new TextEncoder().encode(typeof body === "string" ? body : JSON.stringify(body));
}

/**
 * The headers of an answer to send: a name a breakage set again in another case replaces the
 * core's (the last one written wins), and a made-up answer without a Content-Type is JSON.
 */
function headersOf(answer: JsonAnswer): Record<string, string> {
  const byName = new Map<string, [string, string]>();
  for (const [name, value] of Object.entries(answer.headers))
    byName.set(name.toLowerCase(), [name, value]);
  if (!byName.has("content-type")) byName.set("content-type", ["Content-Type", JSON_TYPE]);
  return Object.fromEntries(byName.values());
}

function toAnswer(answer: JsonAnswer): Answer {
  return {
    status: answer.status,
    headers: headersOf(answer),
    body: [bytesOf(answer)],
    stable: false,
  };
}

/** The core's request for a breakage's request: the query written again, the body as bytes. */
export function toCoreRequest(request: JsonRequest): CoreRequest {
  const { method, path, headers, body } = request;
  return {
    method,
    path,
    query: request.query.toString(),
    headers,
    ...(body === undefined ? {} : { body: new TextEncoder().encode(body) }),
  };
}

/** How much of a request body a breakage reads: far past the core's login limit (16 KiB). */
const BODY_READ_LIMIT = 1024 * 1024;

async function bodyText(request: CoreRequest): Promise<string | undefined> {
  const body = request.body;
  if (body === undefined) return undefined;
  const bytes = typeof body === "function" ? await body(BODY_READ_LIMIT) : body;
  return new TextDecoder().decode(bytes);
}

/** The honest core as a breakage asks it. */
function upstreamOf(handler: RequestHandler): Upstream {
  return async (request) => toJsonAnswer(await handler(toCoreRequest(request)));
}

/**
 * The request core with a breakage in front of it: the breakage sees each request parsed and
 * each of the core's answers as JSON, and may rewrite either (or answer alone). The result is a
 * RequestHandler again. The target it shows the breakage is the path and query as the core got
 * them (a bare `?` is gone by then: brokenFetch keeps it).
 */
export function breakHandler(handler: RequestHandler, breakage: Breakage): RequestHandler {
  const upstream = upstreamOf(handler);
  return async (request) => {
    const body = await bodyText(request);
    const parsed: JsonRequest = {
      method: request.method,
      path: request.path,
      query: new URLSearchParams(request.query),
      headers: request.headers,
      target: request.query === "" ? request.path : `${request.path}?${request.query}`,
      ...(body === undefined ? {} : { body }),
    };
    return toAnswer(await breakage(parsed, upstream));
  };
}

/**
 * A broken server as a fetch, in process: the breakage in front of the request core `handler`.
 * The URL's host is ignored; the target the breakage sees is the one the caller wrote, a bare
 * `?` kept. Hand it to `runConformance({ fetch })` (or a command's `fetch`); startBrokenServer
 * puts the same function behind a socket.
 */
export function brokenFetch(handler: RequestHandler, breakage: Breakage): typeof fetch {
  const upstream = upstreamOf(handler);
  return async (input, init) => {
    const written = targetOf(input);
    const { path, query } = splitTarget(written);
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const body = request.body === null ? undefined : await request.text();
    const parsed: JsonRequest = {
      method: request.method,
      path,
      query: new URLSearchParams(query),
      headers,
      target: written.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, ""),
      ...(body === undefined ? {} : { body }),
    };
    const answer = await breakage(parsed, upstream);
    const bodiless = BODILESS.some((status) => status === answer.status);
    const sent = headersOf(answer);
    return new Response(bodiless ? null : decodedAsFetchDoes(sent, bytesOf(answer)), {
      status: answer.status,
      headers: sent,
    });
  };
}

/**
 * The body as node's fetch hands it to a reader: decoded by its Content-Encoding (gzip, deflate,
 * br), and a stream that errors when the bytes do not decode (a header with no compression).
 */
function decodedAsFetchDoes(
  headers: Record<string, string>,
  bytes: Uint8Array,
): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> {
  const coding = Object.entries(headers)
    .find(([name]) => name.toLowerCase() === "content-encoding")?.[1]
    .trim()
    .toLowerCase();
  const decode =
    coding === "gzip" || coding === "x-gzip"
      ? gunzipSync
      : coding === "deflate"
        ? inflateSync
        : coding === "br"
          ? brotliDecompressSync
          : undefined;
  if (decode === undefined) return new Uint8Array(bytes);
  try {
    return new Uint8Array(decode(bytes));
  } catch (error) {
    return new ReadableStream({ start: (controller) => controller.error(error) });
  }
}

/** The honest server: every request passed on unchanged. */
export const passThrough: Breakage = (request, upstream) => upstream(request);
