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
