import { isUnanswered } from "./failed-answer";
import { pathOf } from "../contract";
import {
  AuthenticationError,
  BudgetExhaustedError,
  DeadlinePassedError,
  RunInterruptedError,
  RunStoppedError,
} from "./errors";
import {
  buildUrl,
  toQueryPairs,
  viewOf,
  type ExchangeView,
  type QueryInput,
  type QueryPairs,
} from "./exchange";
import { headerPairs, type ExchangeTiming, nestsDeeperThan } from "../capture";
import { isRecord } from "../is-record";
import { isDecodeError } from "./is-decode-error";
import { LargeBodyGate, readLimited, tooDeepMessage, tooLargeMessage } from "./read-limited";
import { requestRaw, type RawAnswer } from "./request-raw";
import { retryAfterMs } from "./retry-after";
import { Semaphore } from "./semaphore";
import { KeptBodies } from "./kept-bodies";
import { withoutUrlCredentials } from "./base-url-credentials";
import { MAX_REDIRECTS, redirectTarget } from "./redirect-target";
import { createRedactor, type Redactor } from "../report";

/** How the client talks to the server. */
export interface HttpClientOptions {
  /** Base URL of the server, e.g. http://127.0.0.1:3000 (paths /api/v2/... are added). */
  readonly baseUrl: string;
  /** Per-request timeout in ms, body included. */
  readonly timeoutMs: number;
  /** The most requests the run may send, retries and logins included. */
  readonly maxRequests: number;
  /** The most requests in flight at once. */
  readonly concurrency: number;
  /** A bearer token sent on every request from the start. */
  readonly token?: string;
  /** Credentials to log in with when the server answers 401. */
  readonly credentials?: { readonly email: string; readonly password: string };
  /**
   * The longest wait a 429's Retry-After may impose, in ms (default 30000); a longer demand stops
   * the run with a RunStoppedError naming it.
   */
  readonly retryAfterCapMs?: number;
  /** The largest body read, in bytes (default 64 MB); a larger one is read no further. */
  readonly maxBodyBytes?: number;
  /** The whole run's time limit, in ms from the client's creation (default: none). */
  readonly deadlineMs?: number;
  /**
   * Interrupts the run: once aborted no request is sent, the ones in flight are abandoned, and
   * every call throws RunInterruptedError (the abort's reason, e.g. `SIGINT`, in its message).
   */
  readonly signal?: AbortSignal;
  /** How many times a request answered 429 is tried again. */
  readonly maxRetries?: number;
  /**
   * The run's secrets: the client adds the token, the password, the base URL's credentials and
   * every token a login answers, and redacts its error messages with it (default: its own).
   */
  readonly redactor?: Redactor;
  /** Called after every exchange (progress display). */
  readonly onExchange?: (exchange: ExchangeView, sent: number) => void;
  /**
   * Called with a GET's failed attempt (HTTP 502, 503 or 504, or the connection reset) before
   * the one time it is tried again; the run still fails its status check with it.
   */
  readonly onRetried?: (failed: ExchangeView) => void;
  /** Called with an answer a GET returns that failed (HTTP 5xx, or none: timeout, reset). */
  readonly onUnanswered?: (exchange: ExchangeView) => void;
  /** Waits (replaceable in tests). */
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * Sends the requests instead of the global fetch (tests answer in process with it); it also
   * sends the targets `getRaw` would write over node:http.
   */
  readonly fetch?: typeof fetch;
}

/** What the client met on the way that the report should mention. */
export interface ClientEvents {
  /** 429 answers received and the total wait they imposed. */
  rateLimited: number;
  waitedMs: number;
  /** Logins made, as `POST <the v2 login path> -> 201`. */
  logins: string[];
}

/** Conditional request headers a GET may carry. */
export interface Conditions {
  readonly ifNoneMatch?: string;
}

/** The polite HTTP client of the suite: budget, concurrency, timeouts, 429 waits, login on 401. */
export interface HttpClient {
  /**
   * Sends a GET and returns the exchange; throws BudgetExhaustedError or AuthenticationError.
   * `conditions.ifNoneMatch`: sent as If-None-Match (a tag the client holds).
   */
  get(path: string, query?: QueryInput, conditions?: Conditions): Promise<ExchangeView>;
  /**
   * Sends a GET of a target written exactly as given (path and query, e.g. the v2 cities path and a
   * bare `?`) over node:http, for forms fetch cannot send; same budget, waits, login and bounds.
   * The exchange's query is the target's, decoded as the server should read it.
   */
  getRaw(target: string): Promise<ExchangeView>;
  /**
   * The failed attempt (HTTP 502, 503, 504, or reset) a GET's answer was tried again after, if
   * any: a check of the status judges it as it judges the answer.
   */
  failedAttempt(exchange: ExchangeView): ExchangeView | undefined;
  /** Requests sent so far. */
  readonly sent: number;
  /** What happened on the way. */
  readonly events: ClientEvents;
}

type Version = "v1" | "v2";

function versionOf(path: string): Version {
  return path.startsWith("/api/v1") ? "v1" : "v2";
}

interface ErrorLike {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
  readonly cause?: unknown;
}

// Duck-typed: fetch's errors may come from another realm (jest's VM), where instanceof fails.
function asErrorLike(value: unknown): ErrorLike | undefined {
  return typeof value === "object" && value !== null ? (value as ErrorLike) : undefined;
}

function describeError(error: unknown, timeoutMs: number, status: number | undefined): string {
  const outer = asErrorLike(error);
  if (outer?.name === "TimeoutError" || outer?.name === "AbortError") {
    return status === undefined
      ? `no answer within ${timeoutMs} ms`
      : `HTTP ${status} came, but its body did not end within ${timeoutMs} ms`;
  }
  const cause = asErrorLike(outer?.cause);
  if (cause !== undefined) {
    const message = String(cause.message ?? "");
    if (message === "bad port") return "the port is one fetch refuses to use (a 'bad port')";
    return typeof cause.code === "string" ? `${cause.code} (${message})` : message;
  }
  return String(outer?.message ?? error);
}

/** The statuses of a transient failure, tried again once (a gateway or the service unavailable). */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Whether a GET's answer is a transient failure: 502, 503, 504, or the connection reset. */
export function isTransient(exchange: Pick<ExchangeView, "status" | "error">): boolean {
  if (TRANSIENT_STATUSES.has(exchange.status)) return true;
  return (
    exchange.status === 0 &&
    /ECONNRESET|EPIPE|socket hang up|other side closed|UND_ERR_SOCKET/.test(exchange.error ?? "")
  );
}

/** The origin of a URL; empty when the text is no URL (its requests then fail one by one). */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/** The largest body read by default: 64 MB. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

/** Builds the client. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const semaphore = new Semaphore(options.concurrency);
  // An interrupt ends a wait at once; the next request then throws RunInterruptedError.
  const sleep =
    options.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        options.signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), {
          once: true,
        });
      }));
  const cap = options.retryAfterCapMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 3;
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  // A password in the base URL is sent as Basic credentials, never kept in a URL.
  const { url: baseUrl, basic, secrets } = withoutUrlCredentials(options.baseUrl);
  const redactor = options.redactor ?? createRedactor();
  for (const secret of [
    ...(secrets ?? []),
    options.token ?? "",
    options.credentials?.password ?? "",
  ]) {
    redactor.add(secret);
  }
  const base = { origin: originOf(baseUrl) };
  // Past 1 MB a body waits its turn: memory stays near one --max-body, whatever the concurrency.
  const gate = new LargeBodyGate(Math.min(maxBody, 1024 * 1024));
  // The answers the probes keep for the checks at the end of the run: in bounded memory.
  const kept = new KeptBodies();
  const deadlineAt =
    options.deadlineMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.deadlineMs;
  const deadlineText = `the run passed its --deadline of ${(options.deadlineMs ?? 0) / 1000} s`;
  const tokens: Partial<Record<Version, string>> =
    options.token === undefined ? {} : { v1: options.token, v2: options.token };
  const logins: Partial<Record<Version, Promise<string>>> = {};
  const events: ClientEvents = { rateLimited: 0, waitedMs: 0, logins: [] };
  let sent = 0;
  let seq = 0;
  const attempts = new WeakMap<ExchangeView, ExchangeView>();
  // A function, not a read: the signal aborts while a request is awaited.
  const aborted = (): boolean => options.signal?.aborted === true;
  const interrupted = (): RunInterruptedError =>
    new RunInterruptedError(
      `the run was interrupted${typeof options.signal?.reason === "string" ? ` (${options.signal.reason})` : ""} (${sent} requests sent)`,
    );
  const bounded = (timeoutMs: number): AbortSignal =>
    options.signal === undefined
      ? AbortSignal.timeout(timeoutMs)
      : AbortSignal.any([AbortSignal.timeout(timeoutMs), options.signal]);

  /** A fetch exchange read within maxBody; `answered.status` is set once the headers came. */
  async function viaFetch(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
    answered: { status: number | undefined; redirects?: number },
  ): Promise<RawAnswer> {
    const response = await (options.fetch ?? fetch)(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: bounded(init.timeoutMs),
      // Followed here, on the base URL's origin only (redirectTarget), never with a login's body.
      redirect: "manual",
    });
    answered.status = response.status;
    const location = response.headers.get("location");
    const next = redirectTarget(response.status, location, url, init.method, base.origin);
    if (next !== undefined) {
      await response.body?.cancel().catch(() => undefined);
      const redirects = (answered.redirects ?? 0) + 1;
      if (redirects > MAX_REDIRECTS) throw new Error("redirect count exceeded");
      return viaFetch(next, init, Object.assign(answered, { redirects }));
    }
    const declared = Number(response.headers.get("content-length") ?? "");
    const encoded = (response.headers.get("content-encoding") ?? "identity") !== "identity";
    const read =
      !encoded && declared > maxBody
        ? { kind: "too-large" as const, limit: maxBody }
        : // node's fetch body is async-iterable; the DOM typing jsdom's types bring in says not.
          await readLimited(
            response.body as unknown as AsyncIterable<Uint8Array> | null,
            maxBody,
            gate,
          ).catch((error: unknown) => {
            if (!encoded || !isDecodeError(error)) throw error;
            const coding = response.headers.get("content-encoding") ?? "";
            return { kind: "undecodable" as const, coding, reason: String(error) };
          });
    if (read.kind === "too-large") await response.body?.cancel().catch(() => undefined);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    return { status: response.status, headers, body: read };
  }

  /** A request sent exactly as written (requestRaw), its same-origin redirects followed. */
  async function viaRaw(
    url: string,
    init: { method: string; headers: Record<string, string>; timeoutMs: number },
    answered: { status: number | undefined; redirects?: number },
  ): Promise<RawAnswer> {
    const answer = await requestRaw(url, { ...init, maxBody, gate, signal: options.signal });
    answered.status = answer.status;
    const next = redirectTarget(
      answer.status,
      answer.headers.location,
      url,
      init.method,
      base.origin,
    );
    if (next === undefined) return answer;
    const redirects = (answered.redirects ?? 0) + 1;
    if (redirects > MAX_REDIRECTS) throw new Error("redirect count exceeded");
    return viaRaw(next, init, Object.assign(answered, { redirects }));
  }

  async function send(
    method: "GET" | "POST",
    path: string,
    query: QueryPairs,
    token: string | undefined,
    body?: { type: string; text: string },
    raw?: string,
    conditions: Conditions = {},
  ): Promise<ExchangeView> {
    if (aborted()) throw interrupted();
    if (sent >= options.maxRequests) {
      throw new BudgetExhaustedError(`request budget of ${options.maxRequests} spent`);
    }
    const left = deadlineAt - Date.now();
    if (left <= 0) throw new DeadlinePassedError(`${deadlineText} (${sent} requests sent)`);
    // The deadline cuts the last request short rather than letting it run its full timeout.
    const timeoutMs = Math.min(options.timeoutMs, Math.ceil(left));
    sent += 1;
    const url =
      raw === undefined ? buildUrl(baseUrl, path, query) : `${baseUrl.replace(/\/+$/, "")}${raw}`;
    const headers: Record<string, string> = { accept: "application/json" };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    else if (basic !== undefined) headers.authorization = basic;
    if (body !== undefined) headers["content-type"] = body.type;
    if (conditions.ifNoneMatch !== undefined) headers["if-none-match"] = conditions.ifNoneMatch;
    const started = new Date();
    const sentRequest = { seq: (seq += 1), path, query, authorized: token !== undefined };
    // The token's value never leaves the client: the exchange keeps that one was sent.
    const request = {
      method,
      url,
      headers: headerPairs(
        headers.authorization === undefined
          ? headers
          : { ...headers, authorization: headers.authorization.replace(/ .*$/s, " [redacted]") },
      ),
      ...(body === undefined ? {} : { body: Buffer.from(body.text) }),
    };
    const answered = { status: undefined as number | undefined };
    const timing = (): ExchangeTiming => ({ started, durationMs: Date.now() - started.getTime() });
    try {
      const {
        status,
        headers: responseHeaders,
        body: read,
      } = raw === undefined || options.fetch !== undefined
        ? await viaFetch(url, { method, headers, body: body?.text, timeoutMs }, answered)
        : await viaRaw(url, { method, headers, timeoutMs }, answered);
      const response = {
        status,
        headers: headerPairs(responseHeaders),
        ...(read.kind === "undecodable"
          ? { body: new Uint8Array(0), bodyNote: undecodableMessage(read.coding) }
          : read.kind !== "complete"
            ? { body: new Uint8Array(0), bodyNote: tooLargeMessage(maxBody) }
            : nestsDeeperThan(read.bytes)
              ? { body: read.bytes, bodyNote: tooDeepMessage() }
              : { body: read.bytes }),
      };
      const exchange = viewOf({ request, response, timing: timing() }, sentRequest, kept);
      options.onExchange?.(exchange, sent);
      return exchange;
    } catch (error) {
      if (aborted()) throw interrupted();
      if (Date.now() >= deadlineAt)
        throw new DeadlinePassedError(`${deadlineText} (${sent} requests sent)`);
      const noResponse = describeError(error, timeoutMs, answered.status);
      const exchange = viewOf(
        { request, response: undefined, noResponse, timing: timing() },
        sentRequest,
      );
      options.onExchange?.(exchange, sent);
      return exchange;
    }
  }

  async function login(version: Version, rejected: string | undefined): Promise<string> {
    const credentials = options.credentials;
    if (credentials === undefined) {
      throw new AuthenticationError(
        rejected === undefined
          ? `the server asks for a token (HTTP 401 on /api/${version}): pass --token, or --email and --password`
          : `the server refused the token (HTTP 401 on /api/${version}): pass a valid --token, or --email and --password`,
      );
    }
    const path = pathOf(`${version}-login`);
    const exchange =
      version === "v2"
        ? await send("POST", path, [], undefined, {
            type: "application/json",
            text: JSON.stringify(credentials),
          })
        : await send("POST", path, [], undefined, {
            type: "application/x-www-form-urlencoded",
            text: new URLSearchParams({ ...credentials }).toString(),
          });
    const body = exchange.body;
    const token =
      version === "v2"
        ? isRecord(body) && isRecord(body.data)
          ? body.data.accessToken
          : undefined
        : isRecord(body)
          ? body.access_token
          : undefined;
    events.logins.push(
      `POST ${path} -> ${exchange.status === 0 ? exchange.error : exchange.status}`,
    );
    // Whatever the login answered as a token is a secret, accepted or not.
    if (typeof token === "string") redactor.add(token);
    if (exchange.status >= 200 && exchange.status < 300 && typeof token === "string") return token;
    const other: Version = version === "v1" ? "v2" : "v1";
    // A server without a v1 login may still take the v2 token.
    if (exchange.status === 404 && tokens[other] !== undefined) return tokens[other];
    const location = exchange.headers.location;
    const why =
      exchange.status === 0
        ? exchange.error
        : location !== undefined && exchange.status >= 300 && exchange.status < 400
          ? `HTTP ${exchange.status} to ${location}: not followed (credentials go only to ${base.origin})`
          : `HTTP ${exchange.status} ${exchange.text.slice(0, 120)}`;
    // A login answer may echo the form it was sent: the password never reaches the line.
    throw new AuthenticationError(redactor.text(`login failed (POST ${path}): ${why}`));
  }

  async function token(version: Version, rejected: string | undefined): Promise<string> {
    const current = tokens[version];
    if (current !== undefined && current !== rejected) return current;
    logins[version] ??= login(version, rejected).then((fresh) => {
      tokens[version] = fresh;
      return fresh;
    });
    const pending = logins[version];
    try {
      return await pending;
    } finally {
      if (logins[version] === pending) delete logins[version];
    }
  }

  async function get(
    path: string,
    query: QueryPairs,
    raw?: string,
    conditions?: Conditions,
  ): Promise<ExchangeView> {
    const version = versionOf(path);
    return semaphore.run(async () => {
      let retries = 0;
      let reauthorized = false;
      let triedAgain: ExchangeView | undefined;
      for (;;) {
        const sentToken = tokens[version];
        const exchange = await send("GET", path, query, sentToken, undefined, raw, conditions);
        // A transient failure is tried again once, at once or after its Retry-After (within
        // --max-wait), when the budget has room: the failed attempt is still reported.
        if (isTransient(exchange) && triedAgain === undefined && sent < options.maxRequests) {
          const header = exchange.headers["retry-after"];
          const wait = header === undefined ? 0 : retryAfterMs(header, Number.POSITIVE_INFINITY);
          if (wait <= cap && Date.now() + wait < deadlineAt) {
            triedAgain = exchange;
            options.onRetried?.(exchange);
            if (wait > 0) await sleep(wait);
            continue;
          }
        }
        if (triedAgain !== undefined) attempts.set(exchange, triedAgain);
        if (isUnanswered(exchange)) options.onUnanswered?.(exchange);
        if (exchange.status === 429) {
          const header = exchange.headers["retry-after"];
          const demand = header === undefined ? "no Retry-After" : `Retry-After: ${header}`;
          if (retries >= maxRetries) {
            throw new RunStoppedError(
              `the server still answers HTTP 429 after ${maxRetries} waits (${demand}) on GET ${path}`,
            );
          }
          const wait = retryAfterMs(header, Number.POSITIVE_INFINITY);
          if (wait > cap) {
            throw new RunStoppedError(
              `the server asks to wait ${(wait / 1000).toFixed(0)} s (${demand}) on GET ${path}, more than --max-wait ${cap / 1000} s`,
            );
          }
          if (Date.now() + wait >= deadlineAt) {
            throw new DeadlinePassedError(
              `${deadlineText}: the server asks to wait ${(wait / 1000).toFixed(0)} s (${demand})`,
            );
          }
          retries += 1;
          events.rateLimited += 1;
          events.waitedMs += wait;
          await sleep(wait);
          continue;
        }
        if (exchange.status === 401 && !reauthorized) {
          reauthorized = true;
          await token(version, sentToken);
          continue;
        }
        return exchange;
      }
    });
  }

  return {
    get: (path, input = {}, conditions) => get(path, toQueryPairs(input), undefined, conditions),
    getRaw: (target) => {
      // The exchange keeps the query the server should read: the target's, decoded as a form is
      // (`+` a space, `%5B` a bracket), so no caller writes it again.
      const at = target.indexOf("?");
      const search = at < 0 ? "" : target.slice(at + 1);
      return get(at < 0 ? target : target.slice(0, at), [...new URLSearchParams(search)], target);
    },
    failedAttempt: (exchange) => attempts.get(exchange),
    get sent() {
      return sent;
    },
    events,
  };
}

/** The note of a body that does not decode as its Content-Encoding says. */
function undecodableMessage(coding: string): string {
  return `the body does not decode as its Content-Encoding (${coding}) says`;
}
