import express, { type Express, type Request, type Response } from "express";
import type { ValidateOptions } from "../../schemas";
import { pairsOfRawHeaders } from "../../capture";
import { formatLogLines } from "./format-log-lines";
import { forwardedHeaders, forwardRequest } from "./forward-request";
import { GATEWAY_STATUSES, gatewayErrorBody } from "./gateway-error";
import { inspectExchange } from "./inspect-exchange";
import type { Recorder } from "./recorder";
import { createBodyBudget, DEFAULT_MAX_BODY_TOTAL, holdFrom, type BodyBudget } from "./body-budget";
import { createRedactingRecorder } from "./redact-recording";
import { createSecretRedactor } from "./secret-redactor";

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
  /**
   * Most bytes of answers held for validation at once, across all connections; an answer that
   * finds them in use is relayed whole but not validated. Default DEFAULT_MAX_BODY_TOTAL (128 MiB).
   */
  readonly maxBodyTotal?: number;
}

/** The default --max-body: 32 MiB. */
export const DEFAULT_MAX_BODY = 32 * 1024 * 1024;

/** The request path for the upstream: its own path (if any) before the client's path and query. */
export function upstreamPath(upstream: URL, originalUrl: string): string {
  return `${upstream.pathname.replace(/\/+$/, "")}${originalUrl}`;
}

/**
 * The path and query sent upstream for a request target: an origin-form target (`/path?query`)
 * as it is, an absolute-form one (`http://any-host/path`) by its path and query alone, after the
 * upstream's own path; undefined for any other form (`*`, an authority, `*@host:port/path`). The
 * host is never read from the target: the proxy forwards only to its upstream's origin.
 */
export function upstreamPathOf(upstream: URL, target: string): string | undefined {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  const rest = absolute === null ? target : target.slice(absolute[0].length);
  const path = absolute !== null && !rest.startsWith("/") ? `/${rest}` : rest;
  return path.startsWith("/") ? upstreamPath(upstream, path) : undefined;
}

async function proxy(
  req: Request,
  res: Response,
  options: ProxyOptions,
  budget: BodyBudget,
): Promise<void> {
  const started = new Date();
  const path = upstreamPathOf(options.upstream, req.originalUrl);
  if (path === undefined) {
    const msg = "the proxy forwards only request targets that are a path, to its upstream";
    options.log(`error ${req.method} ${req.originalUrl}: 400 ${msg}`);
    res.status(400).json({ msg, msgCode: "bad_request", code: 400 });
    return;
  }
  // The upstream's origin alone: nothing of the client's target names the host.
  const target = new URL(options.upstream.origin);
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
    budget,
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
      ...(answer.kept ? {} : { bodyNote: `not validated: ${answer.notKept ?? ""}` }),
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
 * path, is forwarded to the upstream's origin (never to a host the request target names: a
 * target that is not a path is a 400) and its answer returned unchanged, streamed; on the way the
 * JSON answer (up to maxBody, within maxBodyTotal for all answers in flight) is validated against
 * the schema its URL and status imply, violations are logged, and the exchange is recorded with
 * its credentials redacted when a recorder is given. Upstream failures become 502 or 504.
 */
export function createProxyApp(options: ProxyOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  // One budget and one redactor for the whole session: every log line and recording goes through
  // the redactor, which learns the tokens of each exchange as it is recorded.
  const budget = createBodyBudget(options.maxBodyTotal ?? DEFAULT_MAX_BODY_TOTAL);
  const redactor = createSecretRedactor();
  const redacting: ProxyOptions = {
    ...options,
    log: (line) => options.log(redactor.text(line)),
    recorder: createRedactingRecorder(options.recorder, redactor),
  };
  app.use((req, res) => {
    // What this exchange holds of the budget is given back when it is done, whatever happened.
    const held = holdFrom(budget);
    proxy(req, res, redacting, held)
      .finally(() => held.release())
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        options.log(`error ${req.method} ${req.originalUrl}: proxy failure: ${message}`);
        if (!res.headersSent) res.status(502).json(gatewayErrorBody(req.originalUrl, 502, message));
      });
  });
  return app;
}
