import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { Express } from "express";
import { startServer, type ServerHandle } from "../../../src/node/start-server";

/** An answer as it came on the wire: status, headers and the undecoded body bytes. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Sends one request with the given headers and reads the raw answer (no decompression). */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        }),
      );
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Listens with an app on a free port for the test's duration. */
export async function listen(app: Express): Promise<ServerHandle> {
  return startServer(app, { port: 0, host: "127.0.0.1", closeGraceMs: 100 });
}
