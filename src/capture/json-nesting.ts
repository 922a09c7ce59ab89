/**
 * The deepest nesting of arrays and objects an answer may have and still be validated, checked
 * and recorded as parsed JSON: the schema checks and the writers of recordings recurse, and an
 * answer nested thousands of levels deep would overflow the stack. The proxy relays deeper
 * answers unchanged, records them with a note and reports a finding; `conform` reports them as
 * a finding of the answer. The same limit as the readers of captured files (256 levels).
 */
export const MAX_JSON_DEPTH = 256;

/**
 * Whether a JSON text (or its UTF-8 bytes) nests arrays and objects deeper than `limit`: one
 * pass, strings skipped, no parse and no recursion (any size, any depth).
 */
export function nestsDeeperThan(
  json: string | Uint8Array,
  limit: number = MAX_JSON_DEPTH,
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
