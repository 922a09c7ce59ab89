import type { IncomingMessage } from "node:http";
import type { CoreRequest } from "../server";

/**
 * Reads at most `limit + 1` bytes of a request's body (more is a 413 whatever follows), then
 * stops reading: a client that sends megabytes costs at most that much memory.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const done = (): void => {
      request.off("data", onData);
      request.off("end", done);
      request.off("error", reject);
      resolve(Buffer.concat(chunks, Math.min(size, limit + 1)));
    };
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) {
        request.pause();
        done();
      }
    };
    request.on("data", onData);
    request.on("end", done);
    request.on("error", reject);
  });
}

/** A request target in absolute form (`http://host/path?query`, as proxies send) as its path and query. */
function originForm(target: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (match === null) return target;
  const rest = target.slice(match[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A node:http request (the Express app's or the serve front's) as the request core reads it
 * (path and query from its current URL).
 */
export function toCoreRequest(request: IncomingMessage): CoreRequest {
  const url = originForm(request.url ?? "/");
  const mark = url.indexOf("?");
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return {
    method: request.method ?? "GET",
    path: mark === -1 ? url : url.slice(0, mark),
    query: mark === -1 ? "" : url.slice(mark + 1),
    headers,
    body: (limit) => readBody(request, limit),
  };
}
