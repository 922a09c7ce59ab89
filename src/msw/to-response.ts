import type { Answer } from "../server/answer";
import { concatBytes } from "../server/concat-bytes";
import type { CoreRequest } from "../server/core/core-request";
import { ifNoneMatchMatches } from "../server/transport/if-none-match-matches";
import { webEntityTag } from "./web-entity-tag";

/** How stable answers are tagged: the app's identity (appIdentity) and the Cache-Control sent. */
export interface Tagging {
  /** appIdentity of the options served. */
  readonly identity: string;
  /** Cache-Control of stable answers. */
  readonly cacheControl: string;
}

/**
 * The fetch Response of a request core's answer: its status, headers and body bytes, as the
 * server sends them uncompressed. A stable 200 answer gets the server's ETag and Cache-Control,
 * and a 304 without body when If-None-Match matches. HEAD, 204 and 304 have no body.
 */
export async function toResponse(
  answer: Answer,
  request: CoreRequest,
  tagging: Tagging,
): Promise<Response> {
  const headers = new Headers(answer.headers);
  if (answer.stable && answer.status === 200) {
    const url = request.query === "" ? request.path : `${request.path}?${request.query}`;
    const etag = await webEntityTag(tagging.identity, url);
    headers.set("ETag", etag);
    headers.set("Cache-Control", tagging.cacheControl);
    if (ifNoneMatchMatches(request.headers["if-none-match"], etag)) {
      headers.delete("Content-Type");
      return new Response(null, { status: 304, headers });
    }
  }
  const empty = request.method === "HEAD" || answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : concatBytes([...answer.body]), {
    status: answer.status,
    headers,
  });
}
