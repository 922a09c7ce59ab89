/** The redirect statuses whose Location the client may follow. */
const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** The most redirects followed for one request; more is no answer ("redirected in a loop"). */
export const MAX_REDIRECTS = 10;

/**
 * Where the client follows a redirect: the Location of a 301, 302, 303, 307 or 308 answer to a
 * GET, resolved against the URL asked, when it is on the base URL's origin. Undefined (the 3xx
 * is the answer, and checks report it) for any other answer, a redirect of a POST (a login's
 * credentials are never sent again, anywhere), and one to another origin: the client's token
 * and credentials go only to the base URL's origin.
 */
export function redirectTarget(
  status: number,
  location: string | null | undefined,
  asked: string,
  method: string,
  origin: string,
): string | undefined {
  if (!REDIRECTS.has(status) || location == null || method !== "GET") return undefined;
  let next: URL;
  try {
    next = new URL(location, asked);
  } catch {
    return undefined;
  }
  return next.origin === origin && next.username === "" && next.password === ""
    ? next.href
    : undefined;
}
