import type { RequestHandler } from "express";
import type { LogSink } from "../server";
import { logExchange } from "./log-exchange";

/**
 * One concise line per request: method, path (with its query, cut at 200 characters), status and
 * milliseconds, e.g. `GET /api/v2/states 200 1.2ms`. Written when the answer is sent, or with
 * `closed` in place of the status when the client went away first (e.g. during added latency).
 */
export function createRequestLogger(sink: LogSink): RequestHandler {
  return (request, response, next) => {
    logExchange(sink, request, response, request.originalUrl);
    next();
  };
}
