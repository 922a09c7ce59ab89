import type { Answer } from "../answer";
import type { ContentCoding } from "./content-coding";
import type { Tagging } from "./create-tagging";
import { ifNoneMatchMatches } from "./if-none-match-matches";

/** What an adapter sends an answer as, and what the request says about the copy it holds. */
export interface Representation {
  /** The request's URL as sent (path and query): what the ETag is of. */
  readonly url: string;
  /** The request's If-None-Match header, if any. */
  readonly ifNoneMatch: string | undefined;
  /** The coding the body goes out in (identity when the adapter does not compress). */
  readonly coding: ContentCoding;
  /**
   * Whether the coding was chosen by the request's Accept-Encoding (the adapter compresses this
   * body when asked): the answer then varies by it (`Vary: Accept-Encoding`).
   */
  readonly negotiated: boolean;
}

/** The status and headers to send, in order; the adapter adds only the body's framing. */
export interface AnswerHead {
  /** The answer's status, or 304 when the client's copy is current. */
  readonly status: number;
  /** The answer's headers with Vary, ETag and Cache-Control as they apply, in sending order. */
  readonly headers: Record<string, string>;
  /** True for the 304: no body, no Content-Type. */
  readonly notModified: boolean;
}

/** The Vary value with `name` added (no duplicate, whatever its case; the order kept). */
function withVary(current: string | undefined, name: string): string {
  const list = current === undefined ? [] : current.split(/\s*,\s*/);
  if (!list.some((entry) => entry.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.filter((entry) => entry !== "").join(", ");
}

/**
 * Conditional GET, the one place it is decided for every adapter (the Node transport, the
 * serve front cache, the MSW handlers): the head of an answer as sent. A body the adapter
 * compresses on request varies by Accept-Encoding (added to the core's Vary); a stable 200
 * answer gets its strong ETag (of the URL in the coding sent, tagging.tagOf) and Cache-Control,
 * and becomes a 304 without Content-Type when If-None-Match matches it (RFC 9110 13.1.2: `*`,
 * or a listed tag by the weak comparison). Any other answer keeps its status and headers.
 */
export function conditionalHead(
  answer: Pick<Answer, "status" | "headers" | "stable">,
  representation: Representation,
  tagging: Tagging,
): AnswerHead {
  const headers: Record<string, string> = { ...answer.headers };
  if (representation.negotiated) headers.Vary = withVary(headers.Vary, "Accept-Encoding");
  if (!answer.stable || answer.status !== 200) {
    return { status: answer.status, headers, notModified: false };
  }
  const etag = tagging.tagOf(representation.url, representation.coding);
  headers.ETag = etag;
  headers["Cache-Control"] = tagging.cacheControl;
  if (!ifNoneMatchMatches(representation.ifNoneMatch, etag)) {
    return { status: answer.status, headers, notModified: false };
  }
  delete headers["Content-Type"];
  return { status: 304, headers, notModified: true };
}
