import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { API_ROOT } from "../../contract";
import { type AppOptions, forcedStatusOfRequest } from "../../server";
import { createAppParts } from "../create-app";
import { toCoreRequest } from "../to-core-request";
import { logExchange } from "../log-exchange";
import { chooseEncoding, type ContentCoding } from "../transport/choose-encoding";
import { writeCoreAnswer } from "../write-core-answer";
import { BATCH_BYTES } from "../transport/send-answer";
import { batchEnds } from "./batch-ends";
import { AnswerCache, type CachedAnswer } from "./answer-cache";
import { answerKey } from "./answer-key";
import { cachePolicyOf, isKept } from "./cache-policy";
import { writeCachedAnswer } from "./write-cached-answer";
import { DEFAULT_ANSWER_CACHE_BYTES } from "./default-answer-cache-bytes";

// In a file of its own so that the CLI's flags read it without loading the server.
export { DEFAULT_ANSWER_CACHE_BYTES };

/** One answer takes at most this share of the bound, so no single answer empties the cache. */
const ENTRY_SHARE = 16;

/** The app's options and the front handler's own. */
export interface ServeListenerOptions extends AppOptions {
  /**
   * Bytes the whole-answer cache holds at most. Default 64 MiB. 0 keeps nothing: every answer is
   * made by the request core (still without Express), as a query never seen is.
   */
  readonly answerCacheBytes?: number;
}

/** A listener and what it holds, for tests and benches. */
export interface ServeListener {
  /** The node:http listener: the front handler, the Express app behind it. */
  readonly listener: RequestListener;
  /** The whole-answer cache (empty and unused when off or bypassed). */
  readonly cache: AnswerCache;
}

/**
 * The mock as a node:http listener with a whole-answer cache in front of the app: a GET or HEAD
 * under /api whose answer was seen (same Origin, same path, the same query in canonical form:
 * answerKey) is written from memory (writeCachedAnswer: body, gzip and br variants; ETag/304 by
 * conditionalHead), with no Express, no request core and no JSON work. A GET not seen runs the
 * request core directly (no Express) and its 200 answer of known length is kept; every other
 * request (other methods, /docs, a status the request forces: forcedStatusOfRequest) goes to the
 * Express app. The cache is bounded in bytes, least recently used out, and bypassed whole when
 * answers may differ between two equal requests (a latency or failure profile draws per request;
 * auth checks tokens that expire). A new world (--watch) is a new listener: nothing of the old
 * one's cache is ever answered.
 */
export function createServeListener(options: ServeListenerOptions): ServeListener {
  const { handle, transport, app } = createAppParts(options);
  const budget = options.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  const cache = new AnswerCache(budget);
  const { repeats, canon } = cachePolicyOf(options);
  if (!repeats) return { listener: app, cache };
  const entryLimit = Math.floor(budget / ENTRY_SHARE);
  const apiPrefix = `${API_ROOT}/`;
  let lastAccept: string | undefined;
  let lastCoding: ContentCoding = "identity";
  const codingOf = (accept: string | undefined): ContentCoding => {
    if (accept !== lastAccept) {
      lastAccept = accept;
      lastCoding = chooseEncoding(accept);
    }
    return lastCoding;
  };

  function answerFrom(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    entry: CachedAnswer,
  ): void {
    const coding = codingOf(request.headers["accept-encoding"]);
    writeCachedAnswer(request, response, entry, transport, coding, (bytes) =>
      cache.grow(key, bytes),
    );
  }

  function runCore(request: IncomingMessage, response: ServerResponse, key: string): void {
    handle(toCoreRequest(request)).then(
      (answer) => {
        if (!isKept(answer, entryLimit)) {
          writeCoreAnswer(request, response, answer, transport);
          return;
        }
        const chunks = answer.body as readonly Uint8Array[];
        const entry: CachedAnswer = {
          status: answer.status,
          headers: answer.headers,
          body: Buffer.concat(chunks, answer.length),
          batchEnds: batchEnds(
            chunks.map((chunk) => chunk.length),
            BATCH_BYTES,
          ),
        };
        cache.set(key, entry);
        answerFrom(request, response, key, entry);
      },
      (error: unknown) => response.destroy(error instanceof Error ? error : undefined),
    );
  }

  const listener: RequestListener = (request, response) => {
    const { method, headers } = request;
    const url = request.url ?? "";
    if (
      (method !== "GET" && method !== "HEAD") ||
      !url.startsWith(apiPrefix) ||
      forcedStatusOfRequest((name) => headers[name] as string | undefined) !== undefined
    ) {
      app(request, response);
      return;
    }
    const mark = url.indexOf("?");
    const path = mark === -1 ? url : url.slice(0, mark);
    const query = mark === -1 ? "" : url.slice(mark + 1);
    const key = answerKey(path, query, headers.origin, canon);
    const entry = key === undefined ? undefined : cache.get(key);
    if (key === undefined || (entry === undefined && method !== "GET")) {
      app(request, response);
      return;
    }
    if (options.log !== undefined) logExchange(options.log, request, response, url);
    if (entry !== undefined) answerFrom(request, response, key, entry);
    else runCore(request, response, key);
  };
  return { listener, cache };
}
