import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { CheckId } from "../../../src/conformance";

/** An answer from the real mock, or one a breakage makes up; `body` is the parsed JSON. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A request as the broken server received it. */
export interface Received {
  readonly method: string;
  readonly url: URL;
  /** The request target exactly as sent (a bare trailing `?` kept). */
  readonly target: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: string;
}

/** Asks the real mock directly (for breakages that need another page). */
export type Upstream = (url: URL) => Promise<Answer>;

/**
 * One deliberately broken (or merely different) server: a forwarding layer in front of the
 * real mock that rewrites requests and answers. `expected`: the check that must fail, or
 * "conforms" for a server that differs only where the spec is silent.
 */
export interface Breakage {
  readonly name: string;
  readonly expected: CheckId | "conforms";
  /** Answers without asking the mock (auth, rate limits). */
  intercept?(request: Received): Answer | undefined;
  /** Rewrites the URL forwarded to the mock. */
  rewriteRequest?(url: URL): void;
  /** Rewrites the mock's answer before it is sent back. */
  rewriteAnswer?(answer: Answer, request: URL, upstream: Upstream): void | Promise<void>;
}

/** A running broken server. */
export interface BrokenServer {
  readonly url: string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

async function ask(send: typeof fetch, url: URL, init: RequestInit = {}): Promise<Answer> {
  const response = await send(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: passed on as text
  }
  const headers: Record<string, string> = {};
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter !== null) headers["retry-after"] = retryAfter;
  return { status: response.status, headers, body };
}

/** Statuses whose Response carries no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A broken server as a fetch, in process: the breakage in front of the mock that `upstream`
 * (a fetch, e.g. coreFetch of the mock) answers at `upstreamBase`. The conformance suite takes it
 * as its `fetch`; startBrokenServer puts the same function behind a socket.
 */
export function brokenFetch(
  upstream: typeof fetch,
  upstreamBase: string,
  breakage: Breakage,
): typeof fetch {
  const toUpstream: Upstream = (url) =>
    ask(upstream, new URL(url.pathname + url.search, upstreamBase));
  const answerOf = async (request: Request): Promise<Answer> => {
    const url = new URL(request.url);
    const headers: Record<string, string | undefined> = {
      authorization: request.headers.get("authorization") ?? undefined,
      "content-type": request.headers.get("content-type") ?? undefined,
    };
    const received: Received = {
      method: request.method,
      url,
      target: request.url.slice(url.origin.length),
      headers,
      body: await request.text(),
    };
    const intercepted = breakage.intercept?.(received);
    if (intercepted !== undefined) return intercepted;
    const forwarded = new URL(url.href);
    breakage.rewriteRequest?.(forwarded);
    const answer = await ask(
      upstream,
      new URL(forwarded.pathname + forwarded.search, upstreamBase),
      {
        method: received.method,
        headers: Object.fromEntries(
          Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined),
        ),
        ...(received.method === "GET" ? {} : { body: received.body }),
      },
    );
    await breakage.rewriteAnswer?.(answer, url, toUpstream);
    return answer;
  };
  return async (input, init) => {
    try {
      const answer = await answerOf(new Request(input, init));
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      return new Response(NO_BODY.has(answer.status) ? null : text, {
        status: answer.status,
        headers: { "content-type": "application/json; charset=utf-8", ...answer.headers },
      });
    } catch (error) {
      return new Response(`broken server failed: ${String(error)}`, {
        status: 502,
        headers: { "content-type": "text/plain" },
      });
    }
  };
}

/**
 * Starts a broken server on 127.0.0.1, a free port, in front of the mock at `upstream`: the
 * brokenFetch of the breakage behind a socket (for the end-to-end tests of the CLI).
 */
export function startBrokenServer(upstream: string, breakage: Breakage): Promise<BrokenServer> {
  const answer = brokenFetch(fetch, upstream, breakage);
  const server = createServer((request, response) => {
    const method = request.method ?? "GET";
    readBody(request)
      .then((body) =>
        answer(`http://broken.invalid${request.url ?? "/"}`, {
          method,
          headers: Object.fromEntries(
            ["authorization", "content-type"].flatMap((name) => {
              const value = request.headers[name];
              return typeof value === "string" ? [[name, value]] : [];
            }),
          ),
          ...(method === "GET" || method === "HEAD" ? {} : { body }),
        }),
      )
      .then(async (sent) => {
        response.writeHead(sent.status, Object.fromEntries(sent.headers));
        response.end(Buffer.from(await sent.arrayBuffer()));
      })
      .catch((error: unknown) => {
        response.writeHead(502, { "content-type": "text/plain" });
        response.end(`broken server failed: ${String(error)}`);
      });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
