import type { CoreApp } from "../../server/helpers/core-app";
import { taggedHandler } from "./tagged-handler";

/** Statuses whose Response carries no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch answered by the request core in process: the request's method, target, headers and
 * body go to the core, its Answer's chunks come back joined as the Response's body, under the head
 * every adapter sends (conditionalHead: the ETag, a 304 when If-None-Match matches; no coding).
 * The conformance suite takes it as its `fetch`, so it runs against the mock with no socket.
 */
export function coreFetch(app: CoreApp): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const bytes = new Uint8Array(await request.arrayBuffer());
    const answer = await taggedHandler(
      app.handle,
      app.tagging,
    )({
      method: request.method,
      path: url.pathname,
      // The target as sent: a bare trailing `?` is an empty query.
      query: url.search.slice(1),
      headers,
      body: (limit) => Promise.resolve(bytes.subarray(0, limit + 1)),
    });
    const body = NO_BODY.has(answer.status) ? null : Buffer.concat([...answer.body]);
    return new Response(body, { status: answer.status, headers: answer.headers });
  };
}

/** The base URL an in-process server answers on (never listened on). */
export const CORE_BASE_URL = "http://core.invalid";
