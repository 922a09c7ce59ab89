import {
  createServer,
  maxHeaderSize,
  type IncomingMessage,
  type RequestListener,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { ApiError, apiVersionOfUrl, DEFAULT_QUERY_LIMITS } from "../server";
import { renderApiError } from "./errors/error-middleware";

/** Where to listen. */
export interface ListenOptions {
  /** TCP port; 0 picks a free one. */
  readonly port: number;
  /** Interface to bind, e.g. 127.0.0.1. */
  readonly host: string;
  /**
   * How long close() waits for requests in flight before cutting connections, in ms. Default 5000.
   */
  readonly closeGraceMs?: number;
}

/** A listening server. */
export interface ServerHandle {
  /** The node server. */
  readonly server: Server;
  /** Its base URL, e.g. http://127.0.0.1:3000 (the real port when 0 was asked). */
  readonly url: string;
  /** Stops accepting, lets requests in flight finish (within the grace), then resolves. */
  close(): Promise<void>;
}

/** The reason phrases of the statuses answered here, outside Express. */
const REASONS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  414: "URI Too Long",
  431: "Request Header Fields Too Large",
};

/** Writes an error answer straight on a socket, in the error format of the URL's API version. */
function endWithError(socket: Duplex, apiError: ApiError, url: string): void {
  const body = JSON.stringify(renderApiError(apiError, apiVersionOfUrl(url)));
  const headers = Object.entries(apiError.details.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${apiError.status} ${REASONS[apiError.status] ?? "Error"}\r\n${headers}` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Answers a request node could not parse, in JSON. Over node's header limit (16 KiB): a request
 * line that alone passes it is a 414 (a query string far over the mock's own 8192 characters,
 * which the query guard answers 414 below that), anything else a 431; malformed: a 400.
 */
function answerClientError(
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (!socket.writable) return;
  const raw = error.rawPacket ?? Buffer.alloc(0);
  const lineEnd = raw.indexOf("\r\n");
  const line = raw.subarray(0, lineEnd === -1 ? Math.min(raw.length, 512) : lineEnd).toString();
  const url = /^[A-Za-z]+ (\S+)/.exec(line)?.[1] ?? "/";
  let apiError: ApiError;
  if (error.code !== "HPE_HEADER_OVERFLOW") apiError = new ApiError("bad_request");
  else if (lineEnd === -1 || lineEnd > DEFAULT_QUERY_LIMITS.maxLength) {
    const detail = `the request line is over node's limit of ${maxHeaderSize} bytes`;
    apiError = new ApiError("uri_too_long", { detail });
  } else apiError = new ApiError("request_too_large");
  endWithError(socket, apiError, url);
}

/** Answers CONNECT (no tunnels here: the mock is an origin server) with a 405 in JSON. */
function answerConnect(_request: IncomingMessage, socket: Duplex): void {
  endWithError(
    socket,
    new ApiError("method_not_allowed", {
      detail: "CONNECT (the mock is not a proxy)",
      headers: { Allow: "GET, HEAD, POST, OPTIONS" },
    }),
    "/",
  );
}

/**
 * Serves a request listener (an Express app) over HTTP. Rejects with the listen error (e.g.
 * EADDRINUSE) when the port cannot be had.
 */
export function startServer(
  listener: RequestListener,
  options: ListenOptions,
): Promise<ServerHandle> {
  const server = createServer(listener);
  server.on("clientError", answerClientError);
  server.on("connect", answerConnect);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
      const host = options.host.includes(":") ? `[${options.host}]` : options.host;
      const close = (): Promise<void> =>
        new Promise((done) => {
          const force = setTimeout(
            () => server.closeAllConnections(),
            options.closeGraceMs ?? 5000,
          );
          server.close(() => {
            clearTimeout(force);
            done();
          });
          server.closeIdleConnections();
        });
      resolve({ server, url: `http://${host}:${port}`, close });
    });
  });
}
