import type { Violation } from "../schemas";
import type { BodyResult } from "./body-result";
import { genericPointer } from "./format-finding";
import type { ValidationRun } from "./validate-inputs";

/**
 * The key a baseline file stores for a violation: schema, place (array indices as `*`), rule and,
 * for a known departure, its name, e.g. `v2/occurrences-response /data/*\/latitude [pattern]`.
 * Values and positions are left out, so today's findings stay accepted as the data changes, and
 * a new kind of finding (a new place, rule or schema) is not.
 */
export function baselineKey(result: BodyResult, violation: Violation): string {
  const place = `${result.schema ?? "?"} ${genericPointer(violation.path)} [${violation.rule}]`;
  return violation.departure === undefined ? place : `${place} ${violation.departure}`;
}

/** The keys of every violation of a run (warnings excluded: they do not fail), sorted, unique. */
export function baselineKeys(run: ValidationRun): string[] {
  const keys = run.results.flatMap((result) =>
    result.violations.map((violation) => baselineKey(result, violation)),
  );
  return [...new Set(keys)].sort();
}

/**
 * A run with the violations a baseline accepts moved to `accepted`: a body whose violations are
 * all accepted is valid. Malformed, undetermined and unreadable bodies are not baselined.
 */
export function applyBaseline(run: ValidationRun, accepted: ReadonlySet<string>): ValidationRun {
  const results = run.results.map((result): BodyResult => {
    if (result.violations.length === 0) return result;
    const kept = result.violations.filter((v) => !accepted.has(baselineKey(result, v)));
    if (kept.length === result.violations.length) return result;
    const moved = result.violations.filter((v) => accepted.has(baselineKey(result, v)));
    const status = kept.length === 0 ? "valid" : "invalid";
    return { ...result, status, violations: kept, accepted: moved };
  });
  return { results };
}
