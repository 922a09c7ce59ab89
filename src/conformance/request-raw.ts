import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { isDecodeError } from "./is-decode-error";
import { readLimited, type LargeBodyGate, type LimitedBody } from "./read-limited";

/** An answer read by requestRaw. */
export interface RawAnswer {
  readonly status: number;
  /** Response headers, names in lower case, repeated ones joined by ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: LimitedBody;
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  if (encoding === "deflate") return response.pipe(createInflate());
  return response;
}

/**
 * Sends a request exactly as written, with node:http(s): for the forms `fetch` normalises away,
 * such as the bare `?` of a v2 cities GET that real clients send (the WHATWG URL parser
 * drops an empty query). The same bounds as the suite's fetch path: the timeout covers the body,
 * and the body (decompressed) is read no further than `maxBody` bytes.
 */
export function requestRaw(
  url: string,
  options: {
    readonly method: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly timeoutMs: number;
    readonly maxBody: number;
    /** Shared with the other requests in flight: one large body read at a time. */
    readonly gate?: LargeBodyGate;
    /** Abandons the request when aborted (the run interrupted). */
    readonly signal?: AbortSignal;
  },
): Promise<RawAnswer> {
  const parsed = new URL(url);
  // The path as written: everything after the authority, a trailing "?" included.
  const path = url.slice(parsed.origin.length) || "/";
  const send = parsed.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = send(
      {
        host: parsed.hostname,
        port: parsed.port,
        method: options.method,
        path,
        headers: options.headers,
        signal:
          options.signal === undefined
            ? AbortSignal.timeout(options.timeoutMs)
            : AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.signal]),
      },
      (response) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined)
            headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
        }
        const body = decoded(response);
        body.on("error", () => undefined); // surfaced by the iterator below
        readLimited(body, options.maxBody, options.gate)
          .then((read) => {
            response.destroy();
            resolve({ status: response.statusCode ?? 0, headers, body: read });
          })
          .catch((error: unknown) => {
            if (body === response || !isDecodeError(error)) return reject(error);
            response.destroy();
            const coding = headers["content-encoding"] ?? "";
            const read = { kind: "undecodable" as const, coding, reason: String(error) };
            resolve({ status: response.statusCode ?? 0, headers, body: read });
          });
      },
    );
    request.on("error", reject);
    request.end();
  });
}
