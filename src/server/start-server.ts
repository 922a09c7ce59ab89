import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { ApiError } from "./errors/api-error";
import { renderV2Error } from "./errors/render-v2-error";

/** Where to listen. */
export interface ListenOptions {
  /** TCP port; 0 picks a free one. */
  readonly port: number;
  /** Interface to bind, e.g. 127.0.0.1. */
  readonly host: string;
  /** How long close() waits for requests in flight before cutting connections, in ms. Default 5000. */
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

/** Answers a request node could not parse (a request line over its header limit, …) in JSON. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const apiError = new ApiError(tooLarge ? "request_too_large" : "bad_request");
  const body = JSON.stringify(renderV2Error(apiError));
  const reason = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  socket.end(
    `HTTP/1.1 ${apiError.status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
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
