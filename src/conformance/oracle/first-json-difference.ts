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

/** Whether two JSON values are equal (object keys as sets), with no allocation but the keys. */
function equalJson(expected: unknown, seen: unknown): boolean {
  if (expected === seen) return true;
  if (Array.isArray(expected)) {
    if (!Array.isArray(seen) || expected.length !== seen.length) return false;
    for (let i = 0; i < expected.length; i += 1) if (!equalJson(expected[i], seen[i])) return false;
    return true;
  }
  if (isRecord(expected) && isRecord(seen) && !Array.isArray(seen)) {
    const names = Object.keys(expected);
    if (names.length !== Object.keys(seen).length) return false;
    for (const name of names)
      if (!Object.hasOwn(seen, name) || !equalJson(expected[name], seen[name])) return false;
    return true;
  }
  return Object.is(expected, seen);
}

/**
 * Where two JSON values first differ, as a path (`victims[0].age`; empty for the values
 * themselves), or undefined when they are equal. Object keys compare as sets: their order does
 * not count.
 */
export function firstJsonDifference(expected: unknown, seen: unknown): string | undefined {
  // One walk without paths settles almost every comparison; the paths are only written for
  // two values that differ.
  return equalJson(expected, seen) ? undefined : differenceAt(expected, seen, "");
}
