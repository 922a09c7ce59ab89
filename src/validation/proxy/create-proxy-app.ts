import express, { type Express, type Request, type Response } from "express";
import type { ValidateOptions } from "../../schemas";
import { pairsOfRawHeaders } from "../../capture/exchange";
import { formatLogLines } from "./format-log-lines";
import { forwardedHeaders, forwardRequest } from "./forward-request";
import { GATEWAY_STATUSES, gatewayErrorBody } from "./gateway-error";
import { inspectExchange } from "./inspect-exchange";
import type { Recorder } from "./recorder";

/** How the validating proxy behaves. */
export interface ProxyOptions extends ValidateOptions {
  /** The server requests go to; a path in it prefixes every request path. */
  readonly upstream: URL;
  /** Milliseconds to wait for the upstream's whole answer before answering 504. */
  readonly timeoutMs: number;
  /** Receives each log line (one per exchange, one per violation). */
  readonly log: (line: string) => void;
  /** Records every exchange answered by the upstream. */
  readonly recorder?: Recorder;
  /**
   * Largest answer validated, in bytes (as received, and again once decoded); a larger one is
   * relayed whole but not validated ("not validated: larger than N bytes"). Default
   * DEFAULT_MAX_BODY (32 MiB): memory per exchange stays bounded whatever the upstream sends.
   */
  readonly maxBody?: number;
}

/** The default --max-body: 32 MiB. */
export const DEFAULT_MAX_BODY = 32 * 1024 * 1024;

/** The request path for the upstream: its own path (if any) before the client's path and query. */
export function upstreamPath(upstream: URL, originalUrl: string): string {
  return `${upstream.pathname.replace(/\/+$/, "")}${originalUrl}`;
}

async function proxy(req: Request, res: Response, options: ProxyOptions): Promise<void> {
  const started = new Date();
  const path = upstreamPath(options.upstream, req.originalUrl);
  const target = new URL(`${options.upstream.origin}${path}`);
  const clientGone = new AbortController();
  res.on("close", () => {
    if (!res.writableEnded) clientGone.abort();
  });
  const maxBody = options.maxBody ?? DEFAULT_MAX_BODY;
  const answer = await forwardRequest(req, target, {
    timeoutMs: options.timeoutMs,
    path,
    signal: clientGone.signal,
    relay: res,
    maxBody,
  });
  const durationMs = Date.now() - started.getTime();
  if (clientGone.signal.aborted) {
    options.log(`error ${req.method} ${req.originalUrl}: the client went away`);
    return;
  }
  if (answer.kind !== "answer") {
    const status = GATEWAY_STATUSES[answer.kind];
    const msg =
      answer.kind === "timeout"
        ? `upstream ${options.upstream.origin} timed out: ${answer.message}`
        : `upstream ${options.upstream.origin} unreachable: ${answer.message}`;
    options.log(`error ${req.method} ${req.originalUrl}: ${status} ${msg}`);
    if (!res.headersSent) res.status(status).json(gatewayErrorBody(req.originalUrl, status, msg));
    // Cut short after the answer began: the client must see a broken answer, not a short one.
    else res.destroy();
    return;
  }
  // The answer went back untouched as it came (forwardRequest relayed status, end-to-end
  // headers in their case and order, and bytes); it ends here.
  res.end();
  const exchange = {
    request: {
      method: req.method,
      url: `${options.upstream.origin}${path}`,
      httpVersion: `HTTP/${req.httpVersion}`,
      headers: pairsOfRawHeaders(forwardedHeaders(req.rawHeaders, target.host)),
    },
    response: {
      status: answer.status,
      statusText: answer.statusMessage,
      headers: pairsOfRawHeaders(answer.rawHeaders),
      body: answer.body,
      ...(answer.kept ? {} : { bodyNote: `not validated: larger than ${maxBody} bytes` }),
    },
    timing: { started, durationMs },
  };
  const { strict, profile } = options;
  const inspection = inspectExchange(exchange, { strict, maxBody, profile });
  for (const line of formatLogLines(inspection.result, durationMs)) options.log(line);
  options.recorder?.record(exchange, inspection);
}

/**
 * The validating proxy as an Express app (no listen): every request, whatever its method and
 * path, is forwarded to the upstream unchanged and its answer returned unchanged; on the way the
 * JSON answer is validated against the schema its URL and status imply, violations are logged,
 * and the exchange is recorded when a recorder is given. Upstream failures become 502 or 504.
 */
export function createProxyApp(options: ProxyOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.use((req, res) => {
    proxy(req, res, options).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      options.log(`error ${req.method} ${req.originalUrl}: proxy failure: ${message}`);
      if (!res.headersSent) res.status(502).json(gatewayErrorBody(req.originalUrl, 502, message));
    });
  });
  return app;
}
