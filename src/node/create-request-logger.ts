import type { RequestHandler } from "express";
import type { LogSink } from "../server/frontend/log-sink";

/** Longest URL a log line shows; a longer one (a query of thousands of characters) is cut. */
const MAX_URL_LENGTH = 200;

function shorten(url: string): string {
  return url.length > MAX_URL_LENGTH ? `${url.slice(0, MAX_URL_LENGTH)}…` : url;
}

/**
 * One concise line per request: method, path (with its query, cut at 200 characters), status and
 * milliseconds, e.g. `GET /api/v2/states 200 1.2ms`. Written when the answer is sent, or with
 * `closed` in place of the status when the client went away first (e.g. during added latency).
 */
export function createRequestLogger(sink: LogSink): RequestHandler {
  return (request, response, next) => {
    const start = process.hrtime.bigint();
    const url = shorten(request.originalUrl);
    const write = (status: string): void => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      sink.write(`${request.method} ${url} ${status} ${ms.toFixed(1)}ms\n`);
    };
    response.once("close", () => {
      write(response.writableFinished ? String(response.statusCode) : "closed");
    });
    next();
  };
}
