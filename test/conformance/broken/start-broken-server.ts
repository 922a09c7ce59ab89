import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "../../../src/server";
import { brokenFetch, type Breakage } from "./break-handler";

/** A broken server listening on a socket. */
export interface ListeningServer {
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

/**
 * Starts a broken server on 127.0.0.1, a free port: brokenFetch of the breakage in front of the
 * request core `core`, behind a socket (for the end-to-end tests of the CLI). A breakage that
 * throws answers 502 with the error's text.
 */
export function startBrokenServer(
  core: RequestHandler,
  breakage: Breakage,
): Promise<ListeningServer> {
  const answer = brokenFetch(core, breakage);
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
