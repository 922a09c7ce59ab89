import { isRecord } from "../../is-record";

/**
 * Where two JSON values first differ, as a path (`victims[0].age`, `` for the values
 * themselves), or undefined when they are equal. Object keys compare as sets: their order does
 * not count.
 */
export function firstJsonDifference(
  expected: unknown,
  seen: unknown,
  path = "",
): string | undefined {
  if (Array.isArray(expected) && Array.isArray(seen)) {
    if (expected.length !== seen.length) return `${path}.length`;
    for (let i = 0; i < expected.length; i += 1) {
      const found = firstJsonDifference(expected[i], seen[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isRecord(expected) && isRecord(seen)) {
    const names = new Set([...Object.keys(expected), ...Object.keys(seen)]);
    for (const name of names) {
      if (!Object.hasOwn(expected, name) || !Object.hasOwn(seen, name))
        return path === "" ? name : `${path}.${name}`;
      const found = firstJsonDifference(
        expected[name],
        seen[name],
        path === "" ? name : `${path}.${name}`,
      );
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return Object.is(expected, seen) ? undefined : path;
}
