/** How many ids a difference names before it counts the rest. */
export const NAMED_IDS = 3;

/**
 * A few ids, abbreviated (`1a2b3c4d…`), and how many more:
 * `3: 1a2b3c4d…, 5e6f7a8b…, 9c0d1e2f…`.
 */
export function nameIds(ids: readonly string[]): string {
  const named = ids.slice(0, NAMED_IDS).map(abbreviateId);
  const more = ids.length > NAMED_IDS ? `, and ${ids.length - NAMED_IDS} more` : "";
  return `${ids.length}: ${named.join(", ")}${more}`;
}

/** An id cut to its first 8 characters (a UUID's first group). */
export function abbreviateId(id: string): string {
  return id.length > 9 ? `${id.slice(0, 8)}…` : id;
}
