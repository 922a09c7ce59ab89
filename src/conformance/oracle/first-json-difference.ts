import { recordText } from "../record-text";
import { isRecord } from "../../is-record";

/**
 * Where two lists of one length differ as lists in any order: the first item seen that the
 * expected list does not hold (as many times), or undefined when they hold the same items.
 */
function unmatchedItem(expected: readonly unknown[], seen: readonly unknown[]): number | undefined {
  const left = new Map<string, number>();
  for (const item of expected) {
    const text = recordText(item);
    left.set(text, (left.get(text) ?? 0) + 1);
  }
  for (let i = 0; i < seen.length; i += 1) {
    const text = recordText(seen[i]);
    const count = left.get(text) ?? 0;
    if (count === 0) return i;
    left.set(text, count - 1);
  }
  return undefined;
}

function differenceAt(expected: unknown, seen: unknown, path: string): string | undefined {
  if (Array.isArray(expected) && Array.isArray(seen)) {
    if (expected.length !== seen.length) return `${path}.length`;
    if (equalJson(expected, seen)) return undefined;
    const unmatched = unmatchedItem(expected, seen);
    if (unmatched === undefined) return undefined;
    // The path into the item at the same place, when that item differs only in part.
    const at = `${path}[${unmatched}]`;
    return differenceAt(expected[unmatched], seen[unmatched], at) ?? at;
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

/** Whether two lists of one length hold the same items, in any order. */
function sameItems(expected: readonly unknown[], seen: readonly unknown[]): boolean {
  return unmatchedItem(expected, seen) === undefined;
}

/**
 * Whether two JSON values are equal (object keys as sets, list items in any order), with no
 * allocation but the keys while they are equal in order.
 */
function equalJson(expected: unknown, seen: unknown): boolean {
  if (expected === seen) return true;
  if (Array.isArray(expected)) {
    if (!Array.isArray(seen) || expected.length !== seen.length) return false;
    for (let i = 0; i < expected.length; i += 1)
      if (!equalJson(expected[i], seen[i])) return sameItems(expected, seen);
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
 * themselves), or undefined when they are equal. Object keys compare as sets and the items of a
 * list in any order (the spec orders neither a record's keys nor its nested lists; the order of
 * the records of a page is judged by the page's own comparison, not here).
 */
export function firstJsonDifference(expected: unknown, seen: unknown): string | undefined {
  // One walk without paths settles almost every comparison; the paths are only written for
  // two values that differ.
  return equalJson(expected, seen) ? undefined : differenceAt(expected, seen, "");
}
