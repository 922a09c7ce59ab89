import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A plain HTTP server on 127.0.0.1 (a free port) and what reached it. */
export interface Served {
  readonly url: string;
  readonly port: number;
  /** What reached the server: method, url, authorization and body of each request. */
  readonly seen: string[];
  close(): Promise<void>;
}

/** Serves `handle` on 127.0.0.1, a free port; each request recorded once its body is read. */
export async function serve(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Served> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ""} ${body}`);
      handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
