import type { Violation } from "../schemas";
import type { SpreadArray, JsonParseError } from "../capture";

/** Most violations kept for one body; past it they are counted, not listed. */
export const MAX_SPREAD_VIOLATIONS = 1000;

/** The result of checking a spread array's other elements. */
export type SpreadOutcome =
  | { readonly ok: true; readonly violations: readonly Violation[] }
  | { readonly ok: false; readonly error: JsonParseError };

/** The body with the element in the place of the spread array's first one. */
function withElement(body: unknown, pointer: string, element: unknown): unknown {
  if (pointer === "") return [element];
  return { ...(body as Record<string, unknown>), [pointer.slice(1)]: [element] };
}

/**
 * Checks the elements after the first of a spread array, each in the first one's place (so the
 * same schema, columns and options apply), keeping only the violations inside the element, with
 * its real index in their path. Memory: one element at a time, and at most
 * MAX_SPREAD_VIOLATIONS violations (one more line then says how many were left out).
 */
export function validateSpread(
  body: unknown,
  spread: SpreadArray,
  check: (body: unknown) => readonly Violation[],
  kept: number,
): SpreadOutcome {
  const prefix = `${spread.pointer}/0`;
  const violations: Violation[] = [];
  let omitted = 0;
  let index = 1;
  for (const element of spread.rest()) {
    if (!element.ok && element.tooLarge === true) {
      // Only this element is left out, with its size: the others are still checked.
      violations.push({
        path: `${spread.pointer}/${index}`,
        rule: "maxElementBytes",
        message: element.error.message,
        schemaPath: "",
      });
      index += 1;
      continue;
    }
    if (!element.ok) return { ok: false, error: element.error };
    for (const violation of check(withElement(body, spread.pointer, element.value))) {
      if (violation.path !== prefix && !violation.path.startsWith(`${prefix}/`)) continue;
      if (kept + violations.length >= MAX_SPREAD_VIOLATIONS) {
        omitted += 1;
        continue;
      }
      const path = `${spread.pointer}/${index}${violation.path.slice(prefix.length)}`;
      violations.push({ ...violation, path });
    }
    index += 1;
  }
  if (omitted > 0) {
    violations.push({
      path: spread.pointer,
      rule: "omitted",
      message: `${omitted} more violations in this array, not listed (at most ${MAX_SPREAD_VIOLATIONS} per body)`,
      schemaPath: "",
    });
  }
  return { ok: true, violations };
}
