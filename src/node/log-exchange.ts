import type { IncomingMessage, ServerResponse } from "node:http";
import type { LogSink } from "../server";

/** Longest URL a log line shows; a longer one (a query of thousands of characters) is cut. */
const MAX_URL_LENGTH = 200;

function shorten(url: string): string {
  return url.length > MAX_URL_LENGTH ? `${url.slice(0, MAX_URL_LENGTH)}…` : url;
}

/**
 * Writes one concise line for a request when its answer is sent: method, path (with its query,
 * cut at 200 characters), status and milliseconds, e.g. `GET /api/v2/states 200 1.2ms`, or
 * `closed` in place of the status when the client went away first (e.g. during added latency).
 * The Express request log and the front handler both log through it.
 */
export function logExchange(
  sink: LogSink,
  request: IncomingMessage,
  response: ServerResponse,
  url: string,
): void {
  const start = process.hrtime.bigint();
  const shown = shorten(url);
  response.once("close", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const status = response.writableFinished ? String(response.statusCode) : "closed";
    sink.write(`${request.method} ${shown} ${status} ${ms.toFixed(1)}ms\n`);
  });
}
