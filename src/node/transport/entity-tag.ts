import { createHash } from "node:crypto";
import type { ContentCoding } from "./choose-encoding";

export { ifNoneMatchMatches } from "../../server/transport/if-none-match-matches";

/**
 * The strong ETag of a stable answer: a hash of the app's identity (its world's seed, size and
 * last update, and every option that shapes a body) and the request's URL, with the coding as a
 * suffix, since a gzip body and an identity body are different representations. Derived, not
 * hashed over the body: the world is immutable, so the same URL always gives the same bytes.
 */
export function entityTag(identity: string, url: string, coding: ContentCoding): string {
  const hash = createHash("sha1").update(identity).update("\n").update(url).digest("base64url");
  return `"${hash.slice(0, 22)}${coding === "identity" ? "" : `-${coding}`}"`;
}
