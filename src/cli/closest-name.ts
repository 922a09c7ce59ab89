/** The edit distance of two words (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The name closest to a mistyped one, when one is close enough to be the one meant: the same
 * letters without their dashes (`baseurl` → `base-url`), a prefix (`max` → `max-requests` when
 * only one starts so), or a few edits away (a third of its length, at least 2). Undefined
 * otherwise: a hint that guesses wildly is worse than none.
 */
export function closestName(word: string, names: readonly string[]): string | undefined {
  const bare = (name: string): string => name.replace(/[-_]/g, "").toLowerCase();
  const same = names.find((name) => bare(name) === bare(word));
  if (same !== undefined) return same;
  const prefixed = names.filter((name) => word.length >= 3 && name.startsWith(word));
  if (prefixed.length === 1) return prefixed[0];
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: { name: string; d: number } | undefined;
  for (const name of names) {
    const d = distance(word, name);
    if (d <= limit && (best === undefined || d < best.d)) best = { name, d };
  }
  return best?.name;
}
