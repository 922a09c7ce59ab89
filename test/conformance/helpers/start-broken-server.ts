import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
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

async function ask(url: URL, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
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

/** Starts a broken server on 127.0.0.1, a free port, in front of the mock at `upstream`. */
export function startBrokenServer(upstream: string, breakage: Breakage): Promise<BrokenServer> {
  const toUpstream: Upstream = (url) => ask(new URL(url.pathname + url.search, upstream));
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://broken.invalid");
    const headers: Record<string, string | undefined> = {
      authorization: request.headers.authorization,
      "content-type": request.headers["content-type"],
    };
    const received: Received = {
      method: request.method ?? "GET",
      url,
      target: request.url ?? "/",
      headers,
      body: await readBody(request),
    };
    let answer = breakage.intercept?.(received);
    if (answer === undefined) {
      const forwarded = new URL(url.href);
      breakage.rewriteRequest?.(forwarded);
      answer = await ask(new URL(forwarded.pathname + forwarded.search, upstream), {
        method: received.method,
        headers: Object.fromEntries(
          Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined),
        ),
        ...(received.method === "GET" ? {} : { body: received.body }),
      });
      await breakage.rewriteAnswer?.(answer, url, toUpstream);
    }
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      "content-type": "application/json; charset=utf-8",
      ...answer.headers,
    });
    response.end(text);
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
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
