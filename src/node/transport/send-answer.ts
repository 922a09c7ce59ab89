import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from "node:zlib";
import { type Answer, conditionalHead } from "../../server";
import { batchChunks } from "./batch-chunks";
import { chooseEncoding, type ContentCoding } from "./choose-encoding";
import { sizeOf } from "./compressed-cache";
import type { Transport } from "./transport";
import { writeChunks } from "./write-chunks";

/** Bytes per write: large enough to cost few writes, small enough to yield often. */
export const BATCH_BYTES = 64 * 1024;

/**
 * The fastest levels (docs/speed.md; measured on records, brotli 1 is faster than gzip 1 and
 * smaller). Streamed bodies use them too: a mock under a conformance run or a load test sees
 * mostly distinct URLs, so CPU per answer matters more than the last bytes of ratio.
 */
const FAST_GZIP: ZlibOptions = { level: 1 };
const FAST_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const CACHED_GZIP = FAST_GZIP;
const CACHED_BROTLI = FAST_BROTLI;

/** A small body compressed at once, at the fastest level of its coding. */
export function compressSync(coding: Exclude<ContentCoding, "identity">, body: Buffer): Buffer {
  return coding === "gzip" ? gzipSync(body, FAST_GZIP) : brotliCompressSync(body, FAST_BROTLI);
}

/** The URL an answer is about: Express's originalUrl survives routers that strip their mount. */
function urlOf(request: IncomingMessage): string {
  return (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? "";
}

/** Streams a large body through a compressor, keeping the output for the cache when it fits. */
async function sendCompressedStream(
  answer: Answer,
  coding: Exclude<ContentCoding, "identity">,
  response: ServerResponse,
  transport: Transport,
  cacheKey: string | undefined,
): Promise<void> {
  const compressor =
    coding === "gzip" ? createGzip(CACHED_GZIP) : createBrotliCompress(CACHED_BROTLI);
  const kept: Buffer[] | undefined = cacheKey === undefined ? undefined : [];
  let keptBytes = 0;
  if (kept !== undefined) {
    compressor.on("data", (chunk: Buffer) => {
      keptBytes += chunk.length;
      if (keptBytes <= transport.cache.budget) kept.push(chunk);
    });
  }
  await pipeline(Readable.from(batchChunks(answer.body, BATCH_BYTES)), compressor, response);
  if (kept !== undefined && cacheKey !== undefined && keptBytes <= transport.cache.budget) {
    transport.cache.set(cacheKey, kept);
  }
}

function* prepend<T>(first: readonly T[], rest: Iterator<T>): Generator<T> {
  yield* first;
  for (let next = rest.next(); next.done !== true; next = rest.next()) yield next.value;
}

/**
 * An answer whose length is known: a lazy body that ends within its first batch (a small v1
 * list) becomes that one chunk with its length, so it is sent like any small body (at once,
 * with Content-Length); a longer one keeps streaming, its first batches already read.
 */
function withKnownLength(answer: Answer): Answer {
  if (answer.length !== undefined) return answer;
  const batches = batchChunks(answer.body, BATCH_BYTES)[Symbol.iterator]();
  const first = batches.next();
  if (first.done === true) return { ...answer, body: [], length: 0 };
  const second = batches.next();
  if (second.done === true) return { ...answer, body: [first.value], length: first.value.length };
  return { ...answer, body: prepend([first.value, second.value], batches) };
}

async function send(
  request: IncomingMessage,
  response: ServerResponse,
  lazyAnswer: Answer,
  transport: Transport,
): Promise<void> {
  const answer = withKnownLength(lazyAnswer);
  const small = answer.length !== undefined && answer.length < transport.minCompressBytes;
  const compressible = transport.compression && !small;
  const coding = compressible ? chooseEncoding(request.headers["accept-encoding"]) : "identity";
  const conditional = conditionalHead(
    answer,
    {
      url: urlOf(request),
      ifNoneMatch: request.headers["if-none-match"],
      coding,
      negotiated: compressible,
    },
    transport.tagging,
  );
  for (const [name, value] of Object.entries(conditional.headers)) response.setHeader(name, value);
  response.statusCode = conditional.status;
  if (conditional.notModified) {
    response.end();
    return;
  }
  const head = request.method === "HEAD";
  if (coding === "identity") {
    if (answer.length !== undefined) response.setHeader("Content-Length", answer.length);
    if (head) response.end();
    else await writeChunks(batchChunks(answer.body, BATCH_BYTES), response);
    return;
  }
  response.setHeader("Content-Encoding", coding);
  if (answer.length !== undefined && answer.length < transport.cacheFromBytes) {
    const chunks = [...answer.body];
    const compressed = compressSync(coding, Buffer.concat(chunks, sizeOf(chunks)));
    response.setHeader("Content-Length", compressed.length);
    response.end(head ? undefined : compressed);
    return;
  }
  // Kept by the ETag, which names the URL's body in this coding.
  const cacheKey = conditional.headers.ETag;
  const cached = cacheKey === undefined ? undefined : transport.cache.get(cacheKey);
  if (cached !== undefined) {
    response.setHeader("Content-Length", sizeOf(cached));
    if (head) response.end();
    else await writeChunks(cached, response);
    return;
  }
  if (head) {
    response.end();
    return;
  }
  await sendCompressedStream(answer, coding, response, transport, cacheKey);
}

/**
 * Sends an answer over node:http: its head as conditionalHead gives it (Vary, the ETag of the
 * coding sent, Cache-Control, a 304 when If-None-Match matches); gzip or brotli as
 * Accept-Encoding asks (none under minCompressBytes; at once under cacheFromBytes; above it as
 * a stream, kept in the transport's cache for the next request; the fastest levels throughout);
 * the body written in batches with backpressure, within a per-turn budget shared by all
 * answers (writeChunks), so a body of any size never blocks the
 * event loop for long nor piles up in memory. A client that goes away ends the writing; the
 * promise never rejects.
 */
export async function sendAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Answer,
  transport: Transport,
): Promise<void> {
  try {
    await send(request, response, answer, transport);
  } catch (error) {
    // The client went away mid-body, or a body producer failed after the headers were sent:
    // nothing can be said any more but closing the connection.
    if (!response.destroyed) response.destroy(error instanceof Error ? error : undefined);
  }
}
