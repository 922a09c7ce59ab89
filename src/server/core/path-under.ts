/**
 * The rest of `path` below `prefix`, as an Express mount sees it (case-insensitive, at a segment
 * boundary; `/` for the prefix itself), or undefined when the path is not under it.
 */
export function pathUnder(path: string, prefix: string): string | undefined {
  if (path.length < prefix.length) return undefined;
  if (path.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return undefined;
  const rest = path.slice(prefix.length);
  if (rest === "") return "/";
  return rest.startsWith("/") ? rest : undefined;
}
