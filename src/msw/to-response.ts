import {
  type Answer,
  concatBytes,
  conditionalHead,
  type Tagging,
  type CoreRequest,
} from "../server";

/**
 * The fetch Response of a request core's answer: its status, headers and body bytes, as the
 * server sends them uncompressed, with the head conditionalHead gives an identity body (a
 * stable 200 answer's ETag and Cache-Control, a 304 without body when If-None-Match matches).
 * HEAD, 204 and 304 have no body.
 */
export function toResponse(answer: Answer, request: CoreRequest, tagging: Tagging): Response {
  const url = request.query === "" ? request.path : `${request.path}?${request.query}`;
  const head = conditionalHead(
    answer,
    { url, ifNoneMatch: request.headers["if-none-match"], coding: "identity", negotiated: false },
    tagging,
  );
  const headers = new Headers(head.headers);
  const empty = request.method === "HEAD" || head.status === 204 || head.status === 304;
  return new Response(empty ? null : concatBytes([...answer.body]), {
    status: head.status,
    headers,
  });
}
