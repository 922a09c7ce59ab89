import type { QueryLimits } from "../../server";

/** How the queries of one path are brought to a canonical form. */
export interface QueryCanon {
  /** The path whose queries are normalised (the v2 occurrences list); others are kept as sent. */
  readonly path: string;
  /**
   * Values equal to what the endpoint assumes when the parameter is absent (take, order, page):
   * such a parameter, given once, is dropped from the key.
   */
  readonly defaults: Readonly<Record<string, string>>;
  /** The raw query limits: a query past them is never answered from the cache. */
  readonly limits: QueryLimits;
}

/** Marks a request without Origin apart from one with an empty Origin. */
const NO_ORIGIN = "\u0000";

/** The name of a raw `name=value` piece, as sent. */
function nameOf(piece: string): string {
  const split = piece.indexOf("=");
  return split === -1 ? piece : piece.slice(0, split);
}

function normalise(query: string, canon: QueryCanon): string {
  const pieces = query.split("&").filter((piece) => piece !== "");
  const names = pieces.map(nameOf);
  // An escaped or `+` name may decode to another piece's name; its order would then matter.
  if (names.some((name) => name.includes("%") || name.includes("+"))) return query;
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const kept = pieces
    .map((piece, index) => ({ piece, name: names[index]!, index }))
    .filter(({ piece, name }) => {
      const implied = canon.defaults[name];
      return implied === undefined || counts.get(name) !== 1 || piece !== `${name}=${implied}`;
    });
  // A stable sort: the values of a repeated name keep their order (they may be meaningful).
  kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index));
  return kept.map(({ piece }) => piece).join("&");
}

/**
 * The key of a request's answer in the whole-answer cache: its Origin (CORS headers echo it),
 * its path and its query in canonical form on the normalised path (parameters sorted by name,
 * the values of a repeated name in their order, empty pieces and parameters given at their
 * default value dropped), so `?page=2&take=25` and `?take=25&page=2` and `?page=2` share one
 * entry. Undefined when the query must not be answered from the cache: past the raw query
 * limits (its error must come from the core).
 */
export function answerKey(
  path: string,
  query: string,
  origin: string | undefined,
  canon: QueryCanon | undefined,
): string | undefined {
  const prefix = `${origin ?? NO_ORIGIN}\n${path}?`;
  if (canon === undefined || path !== canon.path) return prefix + query;
  if (query.length > canon.limits.maxLength) return undefined;
  if (query.split("&").length > canon.limits.maxParameters) return undefined;
  return prefix + normalise(query, canon);
}
