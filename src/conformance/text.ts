/** Upper case in Portuguese rules: for comparing names case-insensitively. */
export function foldCase(text: string): string {
  return text.toLocaleUpperCase("pt-BR");
}

/** Upper case without accents: for lenient name matching where the spec leaves the rule open. */
export function foldName(text: string): string {
  return foldCase(text.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
}

/**
 * A SQL LIKE pattern as a regular expression: % any run, _ one character, the whole name must
 * match. Folded (the default): to be tested on foldName(text), ignoring case and accents.
 */
export function likeToRegExp(pattern: string, fold = true): RegExp {
  const body = [...(fold ? foldName(pattern) : pattern)]
    .map((ch) => (ch === "%" ? ".*" : ch === "_" ? "." : ch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`, "s");
}
