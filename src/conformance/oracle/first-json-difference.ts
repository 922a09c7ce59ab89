import { isRecord } from "../../is-record";

function differenceAt(expected: unknown, seen: unknown, path: string): string | undefined {
  if (Array.isArray(expected) && Array.isArray(seen)) {
    if (expected.length !== seen.length) return `${path}.length`;
    for (let i = 0; i < expected.length; i += 1) {
      const found = differenceAt(expected[i], seen[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isRecord(expected) && isRecord(seen)) {
    const names = new Set([...Object.keys(expected), ...Object.keys(seen)]);
    for (const name of names) {
      const at = path === "" ? name : `${path}.${name}`;
      if (!Object.hasOwn(expected, name) || !Object.hasOwn(seen, name)) return at;
      const found = differenceAt(expected[name], seen[name], at);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return Object.is(expected, seen) ? undefined : path;
}

/**
 * Where two JSON values first differ, as a path (`victims[0].age`; empty for the values
 * themselves), or undefined when they are equal. Object keys compare as sets: their order does
 * not count.
 */
export function firstJsonDifference(expected: unknown, seen: unknown): string | undefined {
  // The same server writes a record with its keys in the same order each time: one native pass
  // settles almost every comparison, and the walk only looks for where two values differ.
  if (JSON.stringify(expected) === JSON.stringify(seen)) return undefined;
  return differenceAt(expected, seen, "");
}
