import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** A server listening on 127.0.0.1 on a free port. */
export interface Listening {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1, port 0 (a free port). */
export async function listen(app: Express): Promise<Listening> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A raw HTTP answer: no decompression, headers as sent. */
export interface RawAnswer {
  readonly status: number;
  readonly rawHeaders: readonly string[];
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** Sends one request with node:http and returns the answer as received, bytes untouched. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // The path is sent as written (URL parsing would drop a bare trailing "?").
    const [, host = "", port = "80", path = "/"] =
      /^http:\/\/([^/:]+):?(\d*)(\/.*)?$/.exec(url) ?? [];
    const method = options.method ?? "GET";
    const settings = { host, port, path, method, headers: options.headers, agent: false };
    const sent = request(settings, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders: res.rawHeaders,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on("error", reject);
    sent.end(options.body);
  });
}

/** A port nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Header pairs, lower-cased names, without those each hop sets for itself. */
export function endToEnd(rawHeaders: readonly string[]): [string, string][] {
  const perHop = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? "").toLowerCase();
    if (!perHop.has(name)) pairs.push([name, rawHeaders[i + 1] ?? ""]);
  }
  return pairs;
}
