import { pathOf, type OperationId } from "../../src/contract";
import type { RequestHandler } from "../../src/server";
import { inProcessFetch } from "../conformance/broken/in-process-fetch";

/** The host the recorded session's URLs name (the requests never leave the process). */
export const SESSION_BASE = "https://occurrences.example.test";

/** One request of a session: an operation and its raw query. */
export interface SessionRequest {
  readonly operation: OperationId;
  readonly query: string;
}

/** The URL a session request is recorded under. */
export function sessionUrl(request: SessionRequest): string {
  const search = request.query === "" ? "" : `?${request.query}`;
  return `${SESSION_BASE}${pathOf(request.operation)}${search}`;
}

/**
 * Replays a session against a request core in process and writes it as a HAR 1.2 log, as a
 * browser's network panel exports it: one entry per request, the answer's text and headers.
 */
export async function recordHar(
  handler: RequestHandler,
  requests: readonly SessionRequest[],
): Promise<string> {
  const ask = inProcessFetch(handler);
  const entries = [];
  for (const request of requests) {
    const url = sessionUrl(request);
    const response = await ask(url);
    const text = await response.text();
    const headers = [...response.headers].map(([name, value]) => ({ name, value }));
    const mimeType = response.headers.get("content-type") ?? "application/json";
    entries.push({
      startedDateTime: "2026-01-05T12:00:00.000Z",
      time: 5,
      request: {
        method: "GET",
        url,
        httpVersion: "HTTP/1.1",
        headers: [],
        queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
        cookies: [],
        headersSize: -1,
        bodySize: -1,
      },
      response: {
        status: response.status,
        statusText: response.statusText,
        httpVersion: "HTTP/1.1",
        headers,
        cookies: [],
        content: { size: text.length, mimeType, text },
        redirectURL: "",
        headersSize: -1,
        bodySize: -1,
      },
      cache: {},
      timings: { send: 0, wait: 5, receive: 0 },
    });
  }
  return JSON.stringify({
    log: { version: "1.2", creator: { name: "record-session", version: "1" }, entries },
  });
}
