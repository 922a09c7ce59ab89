import { base64url } from "../auth/base64url";
import { utf8Bytes } from "../utf8-bytes";
import type { ContentCoding } from "./content-coding";
import { sha1After } from "./sha1-after";

/**
 * Cache-Control of stable answers: `no-cache` lets clients and proxies keep a copy but makes
 * them ask again every time (a cheap 304 when nothing changed), so a mock restarted with
 * another seed or options is seen at once, never a stale world.
 */
export const DEFAULT_CACHE_CONTROL = "no-cache";

/**
 * URLs whose tags are kept per coding (a few hundred kilobytes at most): a URL asked again, as
 * clients and load tests do, is tagged without hashing; past the bound the memory starts over.
 */
const SEEN_URLS = 4096;

/** How one app tags its stable answers: the ETag of a URL in a coding, and the Cache-Control. */
export interface Tagging {
  /**
   * The strong ETag of the answer to `url` sent in `coding`: the first 22 base64url characters
   * of SHA-1 over the app's identity, a newline and the URL, with the coding as a suffix
   * (`"…-gzip"`, `"…-br"`), since a gzip body and an identity body are different
   * representations. Derived, not hashed over the body: the world is immutable, so the same URL
   * always gives the same bytes.
   */
  readonly tagOf: (url: string, coding: ContentCoding) => string;
  /** The Cache-Control header of stable answers. */
  readonly cacheControl: string;
}

/**
 * The tagging of an app whose identity (appIdentity: its world and every option that shapes a
 * body) is `identity`; the server and the MSW handlers of the same identity give the same tags.
 */
export function createTagging(
  identity: string,
  cacheControl: string = DEFAULT_CACHE_CONTROL,
): Tagging {
  const digest = sha1After(utf8Bytes(`${identity}\n`));
  const seen: Record<ContentCoding, Map<string, string>> = {
    identity: new Map(),
    gzip: new Map(),
    br: new Map(),
  };
  return {
    tagOf: (url, coding) => {
      const tags = seen[coding];
      let tag = tags.get(url);
      if (tag === undefined) {
        const hash = base64url(digest(url)).slice(0, 22);
        tag = `"${hash}${coding === "identity" ? "" : `-${coding}`}"`;
        if (tags.size >= SEEN_URLS) tags.clear();
        tags.set(url, tag);
      }
      return tag;
    },
    cacheControl,
  };
}
