import { MAX_NESTING_DEPTH } from "./nesting-depth";

/**
 * Whether a JSON text (or its UTF-8 bytes) nests arrays and objects deeper than `limit`: one
 * pass, strings skipped, no parse and no recursion (any size, any depth).
 */
export function nestsDeeperThan(
  json: string | Uint8Array,
  limit: number = MAX_NESTING_DEPTH,
): boolean {
  const at = typeof json === "string" ? (i: number) => json.charCodeAt(i) : (i: number) => json[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const code = at(i);
    if (inString) {
      if (code === 0x5c) i += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
