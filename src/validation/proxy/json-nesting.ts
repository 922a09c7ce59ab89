/**
 * The deepest nesting of arrays and objects an answer may have and still be validated and
 * recorded as parsed JSON: the schema checks and the writers of recordings recurse, and an
 * answer nested thousands of levels deep would overflow the stack. Deeper answers are relayed
 * unchanged, recorded with a note, and reported as a finding.
 */
export const MAX_JSON_DEPTH = 512;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`: one pass over its
 * characters, strings skipped, no parse and no recursion (any size, any depth).
 */
export function nestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
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
