/**
 * The deepest nesting of arrays and objects a value read from a capture may have. JSON.parse
 * reads any depth, but JSON.stringify, schema validation and the value printers recurse: a
 * record nested thousands of levels deep would throw a RangeError (stack overflow) there. Real
 * answers nest under ten levels; anything deeper than this is refused where it is read.
 */
export const MAX_NESTING_DEPTH = 256;

/**
 * Whether a parsed JSON value nests arrays and objects more than `limit` levels deep (a scalar
 * is depth 0, `[]` depth 1). The walk recurses at most `limit` frames (it stops as soon as the
 * limit is passed), so it never overflows the stack itself, and allocates nothing.
 */
export function isNestedTooDeep(value: unknown, limit: number = MAX_NESTING_DEPTH): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (limit <= 0) return true;
  if (Array.isArray(value)) {
    for (const child of value as readonly unknown[]) {
      if (isNestedTooDeep(child, limit - 1)) return true;
    }
    return false;
  }
  const record = value as Readonly<Record<string, unknown>>;
  for (const key in record) if (isNestedTooDeep(record[key], limit - 1)) return true;
  return false;
}

/** The reason a value nested too deep is refused, as findings say it. */
export function tooDeepReason(limit: number = MAX_NESTING_DEPTH): string {
  return `nested more than ${limit} levels deep`;
}
