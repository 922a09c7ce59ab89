import type { CoreRequest, RequestHandler } from "../../../src/server";

/** A status whose answer carries no body (a Response refuses one). */
export const BODILESS = [101, 204, 205, 304] as const;

/** The target of a fetch call as a string, written as the caller wrote it (a bare `?` kept). */
export function targetOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** Splits an absolute URL into the path (still percent-encoded) and the raw query after `?`. */
export function splitTarget(target: string): { path: string; query: string } {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)(?:\?([^#]*))?/i.exec(target);
  const path = match?.[1] ?? "";
  return { path: path === "" ? "/" : path, query: match?.[2] ?? "" };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => (headers[name.toLowerCase()] = value));
  return headers;
}

function bodyOf(init: RequestInit | undefined): Uint8Array | undefined {
  const body = init?.body;
  if (typeof body === "string") return new TextEncoder().encode(body);
  return body instanceof Uint8Array ? body : undefined;
}

/** Joins an answer's chunks into one byte array (a single chunk that spans its buffer as it is). */
export function joinChunks(chunks: Iterable<Uint8Array>): Uint8Array<ArrayBuffer> {
  const parts = [...chunks];
  const [only] = parts;
  if (
    parts.length === 1 &&
    only !== undefined &&
    only.buffer instanceof ArrayBuffer &&
    only.byteOffset === 0 &&
    only.byteLength === only.buffer.byteLength
  )
    return only as Uint8Array<ArrayBuffer>;
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/**
 * A `fetch` backed by the request core: the URL and init become a CoreRequest, the core's Answer
 * becomes a Response. No socket, no process; the host of the URL is ignored. Hand it to
 * `runConformance({ fetch })` to run the suite against a server in process.
 */
export function inProcessFetch(handler: RequestHandler): typeof fetch {
  return async (input, init) => {
    const body = bodyOf(init);
    const request: CoreRequest = {
      method: (init?.method ?? "GET").toUpperCase(),
      ...splitTarget(targetOf(input)),
      headers: headersOf(init),
      ...(body === undefined ? {} : { body }),
    };
    const answer = await handler(request);
    const bodiless = BODILESS.some((status) => status === answer.status);
    return new Response(bodiless ? null : joinChunks(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
