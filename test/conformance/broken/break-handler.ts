import type { Answer, RequestHandler } from "../../../src/server";
import { joinChunks } from "./in-process-fetch";

/** A request as a breakage reads it: the query parsed, so a breakage can drop or change a parameter. */
export interface JsonRequest {
  /** The method, upper case. */
  readonly method: string;
  /** The path (still percent-encoded), without the query. */
  readonly path: string;
  /** The query parameters, repeated ones kept in order. */
  readonly query: URLSearchParams;
  /** The request's headers by lower-case name. */
  readonly headers: Readonly<Record<string, string | undefined>>;
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

/** One broken server: every request passes through it, with the honest core behind it. */
export type Breakage = (request: JsonRequest, upstream: Upstream) => Promise<JsonAnswer>;

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

function toAnswer(answer: JsonAnswer): Answer {
  return { status: answer.status, headers: answer.headers, body: [bytesOf(answer)], stable: false };
}

/**
 * The request core with a breakage in front of it: the breakage sees each request parsed and
 * each of the core's answers as JSON, and may rewrite either (or answer alone). The result is a
 * RequestHandler again, for inProcessFetch.
 */
export function breakHandler(handler: RequestHandler, breakage: Breakage): RequestHandler {
  const upstream: Upstream = async (request) =>
    toJsonAnswer(await handler({ ...request, query: request.query.toString() }));
  return async (request) => {
    const parsed: JsonRequest = {
      method: request.method,
      path: request.path,
      query: new URLSearchParams(request.query),
      headers: request.headers,
    };
    // A request with a body (a login) goes to the core as it came: no breakage reads bodies.
    if (request.body !== undefined) return handler(request);
    return toAnswer(await breakage(parsed, upstream));
  };
}

/** The honest server: every request passed on unchanged. */
export const passThrough: Breakage = (request, upstream) => upstream(request);
