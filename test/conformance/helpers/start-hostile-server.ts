import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";

/** How a hostile server misbehaves. */
export type Hostility =
  | "hanging"
  | "dripping"
  | "endless-body"
  | "gzip-bomb"
  | "redirect-loop"
  | "endless-429"
  | "huge-retry-after"
  | "connection-reset";

/** A running hostile server. */
export interface HostileServer {
  readonly url: string;
  /** Bytes the server wrote into bodies so far (to show the client stopped reading). */
  readonly written: () => number;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** Zeros without end: a stream that never finishes unless its reader stops. */
function endless(): Readable {
  return new Readable({
    read() {
      this.push(CHUNK);
    },
  });
}

/**
 * Starts a server on 127.0.0.1 (free port) that misbehaves in one way on every request. Bodies
 * without end stream until the client stops reading, so a "500 MB body" costs only what the
 * client reads.
 */
export function startHostileServer(kind: Hostility): Promise<HostileServer> {
  let written = 0;
  const timers = new Set<NodeJS.Timeout>();
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    switch (kind) {
      case "hanging":
        return; // never answers
      case "dripping": {
        response.writeHead(200, { "content-type": "application/json" });
        response.write("{");
        const timer = setInterval(() => {
          written += 1;
          response.write(" ");
        }, 20);
        timers.add(timer);
        response.on("close", () => clearInterval(timer));
        return;
      }
      case "endless-body": {
        response.writeHead(200, { "content-type": "application/json" });
        const source = endless();
        source.on("data", (chunk: Buffer) => (written += chunk.length));
        source.pipe(response);
        response.on("close", () => source.destroy());
        return;
      }
      case "gzip-bomb": {
        response.writeHead(200, {
          "content-type": "application/json",
          "content-encoding": "gzip",
        });
        const source = endless();
        const gzip = createGzip({ level: 9 });
        gzip.on("data", (chunk: Buffer) => (written += chunk.length));
        source.pipe(gzip).pipe(response);
        response.on("close", () => {
          source.destroy();
          gzip.destroy();
        });
        return;
      }
      case "redirect-loop":
        response.writeHead(302, { location: request.url ?? "/" });
        response.end();
        return;
      case "endless-429":
        response.writeHead(429, { "content-type": "application/json", "retry-after": "0" });
        response.end('{"msg":"slow down"}');
        return;
      case "huge-retry-after":
        response.writeHead(429, { "content-type": "application/json", "retry-after": "999999" });
        response.end('{"msg":"come back next week"}');
        return;
      case "connection-reset":
        request.socket.resetAndDestroy();
        return;
    }
  };
  const server = createServer(handle);
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        written: () => written,
        close: () =>
          new Promise<void>((done) => {
            for (const timer of timers) clearInterval(timer);
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
