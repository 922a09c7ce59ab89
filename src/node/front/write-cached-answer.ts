import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { conditionalHead } from "../../server";
import type { ContentCoding } from "../transport/choose-encoding";
import { compressSync, sendAnswer } from "../transport/send-answer";
import type { Transport } from "../transport/transport";
import type { CachedAnswer } from "./answer-cache";

/** The body of one coding, compressed (and counted in the cache) the first time it is asked. */
function bodyOf(entry: CachedAnswer, coding: ContentCoding, grow: (bytes: number) => void): Buffer {
  if (coding === "identity") return entry.body;
  let body = entry[coding];
  if (body === undefined) {
    body = compressSync(coding, entry.body);
    entry[coding] = body;
    grow(body.length);
  }
  return body;
}

/**
 * Sends a kept answer exactly as the Node transport sends the core's answer (the head of
 * conditionalHead: ETag of the request's URL, 304, Vary; the same codings and levels), with no
 * Express, no request core and no JSON work: a small body from memory (its compressed variant
 * made once),
 * a body of the transport's `cacheFromBytes` or more handed to sendAnswer (written within the
 * shared write budget; compressed as a stream and kept by the transport's cache).
 */
export function writeCachedAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  entry: CachedAnswer,
  transport: Transport,
  accepted: ContentCoding,
  grow: (bytes: number) => void,
): void {
  const { body } = entry;
  if (body.length >= transport.cacheFromBytes) {
    const chunks = entry.batchEnds.map((end, i) => body.subarray(entry.batchEnds[i - 1] ?? 0, end));
    const answer = { status: entry.status, headers: entry.headers, body: chunks };
    void sendAnswer(request, response, { ...answer, length: body.length, stable: true }, transport);
    return;
  }
  const compressible = transport.compression && body.length >= transport.minCompressBytes;
  const coding = compressible ? accepted : "identity";
  const conditional = conditionalHead(
    { status: entry.status, headers: entry.headers, stable: true },
    {
      url: request.url ?? "",
      ifNoneMatch: request.headers["if-none-match"],
      coding,
      negotiated: compressible,
    },
    transport.tagging,
  );
  const headers: OutgoingHttpHeaders = conditional.headers;
  if (conditional.notModified) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const sent = bodyOf(entry, coding, grow);
  if (coding !== "identity") headers["Content-Encoding"] = coding;
  headers["Content-Length"] = sent.length;
  response.writeHead(entry.status, headers);
  response.end(request.method === "HEAD" ? undefined : sent);
}
