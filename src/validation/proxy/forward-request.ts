import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { BodyBudget } from "./body-budget";
import { endToEndHeaders } from "./hop-by-hop";

/** The upstream's whole answer. */
export interface UpstreamAnswer {
  readonly kind: "answer";
  readonly status: number;
  readonly statusMessage: string;
  /** Headers as sent, `[name, value, …]`, hop-by-hop ones included. */
  readonly rawHeaders: readonly string[];
  /** Headers by lower-case name (node:http's view). */
  readonly headers: IncomingMessage["headers"];
  /**
   * The body bytes exactly as received (still content-encoded), when they were at most
   * ForwardOptions.maxBody; empty otherwise.
   */
  readonly body: Buffer;
  /** The body's size in bytes as received. */
  readonly size: number;
  /** False when the body was over maxBody (or the budget was spent), so `body` holds none of it. */
  readonly kept: boolean;
  /** Why the body was not kept, when it was not. */
  readonly notKept?: string;
}

/** Why there is no answer: the upstream cannot be reached, or took too long. */
export interface UpstreamFailure {
  readonly kind: "unreachable" | "timeout";
  readonly message: string;
}

/**
 * The request headers sent upstream: end-to-end ones in order and case, Host naming the upstream.
 */
export function forwardedHeaders(rawHeaders: readonly string[], host: string): string[] {
  const headers = endToEndHeaders(rawHeaders);
  const out: string[] = [];
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i] ?? "";
    out.push(name, name.toLowerCase() === "host" ? host : (headers[i + 1] ?? ""));
  }
  return out;
}

/** How a request is forwarded. */
export interface ForwardOptions {
  /** Milliseconds to wait for the whole answer. */
  readonly timeoutMs: number;
  /** The path and query to send, verbatim (default: the target's). */
  readonly path?: string;
  /** Aborts the upstream request (the client went away). */
  readonly signal?: AbortSignal;
  /**
   * Where the answer is relayed as it comes: status and end-to-end headers as soon as they
   * arrive, then each chunk, the upstream paused while the client is slower (backpressure).
   * The caller ends it. Without a relay the answer is only collected.
   */
  readonly relay?: ServerResponse;
  /** Most body bytes kept for the result; a longer body is relayed but not kept. Default: all. */
  readonly maxBody?: number;
  /**
   * The bytes all answers in flight may keep together; an answer that finds it spent keeps
   * nothing (relayed, not kept). The caller gives back `body.length` once done with the body.
   */
  readonly budget?: BodyBudget;
}

/**
 * Sends a client's request to the upstream as it came (method, path and query, headers in their
 * case and order, body streamed), except that Host names the upstream and hop-by-hop headers
 * stay behind, and collects the answer (up to maxBody), relaying it as it comes when a relay
 * is given. Never rejects: a refused connection, a reset, an
 * abort or no complete answer within the timeout resolves to a failure.
 */
export function forwardRequest(
  client: IncomingMessage,
  target: URL,
  options: ForwardOptions,
): Promise<UpstreamAnswer | UpstreamFailure> {
  const { timeoutMs, signal } = options;
  return new Promise((resolve) => {
    let settled = false;
    // Bytes of the answer taken from the budget; given back here unless an answer carries them.
    let taken = 0;
    const settle = (result: UpstreamAnswer | UpstreamFailure): void => {
      if (settled) return;
      settled = true;
      if (result.kind !== "answer") options.budget?.give(taken);
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const upstream = send({
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ""),
      port: target.port,
      // The path as the client wrote it: URL parsing would drop a bare trailing "?".
      path: options.path ?? `${target.pathname}${target.search}`,
      method: client.method,
      headers: forwardedHeaders(client.rawHeaders, target.host),
    });
    const fail = (kind: UpstreamFailure["kind"], message: string): void => {
      settle({ kind, message });
      upstream.destroy();
    };
    const timer = setTimeout(
      () => fail("timeout", `no complete answer within ${timeoutMs} ms`),
      timeoutMs,
    );
    const onAbort = (): void => fail("unreachable", "the client went away");
    signal?.addEventListener("abort", onAbort);
    upstream.on("error", (error) => settle({ kind: "unreachable", message: error.message }));
    upstream.on("response", (answer) => {
      const { relay } = options;
      const maxBody = options.maxBody ?? Infinity;
      relay?.writeHead(
        answer.statusCode ?? 502,
        answer.statusMessage ?? "",
        endToEndHeaders(answer.rawHeaders),
      );
      let chunks: Buffer[] = [];
      let size = 0;
      let kept = true;
      let notKept: string | undefined;
      const drop = (why: string): void => {
        // Keep nothing more (memory stays bounded), relay the rest all the same.
        options.budget?.give(taken);
        taken = 0;
        kept = false;
        notKept = why;
        chunks = [];
      };
      answer.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (kept && size > maxBody) drop(`larger than ${maxBody} bytes`);
        else if (kept && options.budget?.take(chunk.length) === false) {
          drop("the memory for answers in flight (--max-body-total) was in use");
        }
        if (kept) {
          taken += chunk.length;
          chunks.push(chunk);
        }
        if (relay !== undefined && !relay.write(chunk)) {
          answer.pause();
          relay.once("drain", () => answer.resume());
        }
      });
      answer.on("error", (error) => settle({ kind: "unreachable", message: error.message }));
      answer.on("end", () =>
        settle({
          kind: "answer",
          status: answer.statusCode ?? 502,
          statusMessage: answer.statusMessage ?? "",
          rawHeaders: answer.rawHeaders,
          headers: answer.headers,
          body: Buffer.concat(chunks),
          size,
          kept,
          ...(notKept === undefined ? {} : { notKept }),
        }),
      );
      // Closed before "end": the upstream cut the answer short.
      answer.on("close", () =>
        settle({ kind: "unreachable", message: "the upstream closed the connection mid-answer" }),
      );
    });
    client.pipe(upstream);
  });
}
