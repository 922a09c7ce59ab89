import { createHash } from "node:crypto";
import type { ContentCoding } from "./choose-encoding";

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

/**
 * Whether an If-None-Match header matches an ETag (RFC 9110 13.1.2: `*`, or any listed tag by
 * the weak comparison, so W/ prefixes are ignored).
 */
export function ifNoneMatchMatches(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const bare = tag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
