import type { Finding } from "../report";
import type { BodyResult } from "./body-result";
import { violationFingerprint, violationFinding } from "./findings-of";
import type { ValidationRun } from "./validate-inputs";

/**
 * The findings a baseline written from this run accepts: every violation (warnings excluded:
 * they do not fail; malformed, undetermined and unreadable bodies are not baselined).
 */
export function baselineFindings(run: ValidationRun): Finding[] {
  return run.results.flatMap((result) =>
    result.violations.map((violation) => violationFinding(result, violation)),
  );
}

/**
 * A run with the violations a baseline accepts (by fingerprint: endpoint, schema, place with
 * array indices as `*`, rule and departure) moved to `accepted`: a body whose violations are all
 * accepted is valid. Malformed, undetermined and unreadable bodies are not baselined.
 */
export function applyBaseline(run: ValidationRun, accepted: ReadonlySet<string>): ValidationRun {
  const results = run.results.map((result): BodyResult => {
    if (result.violations.length === 0) return result;
    const isAccepted = new Map(
      result.violations.map((v) => [v, accepted.has(violationFingerprint(result, v))]),
    );
    const kept = result.violations.filter((v) => isAccepted.get(v) !== true);
    if (kept.length === result.violations.length) return result;
    const moved = result.violations.filter((v) => isAccepted.get(v) === true);
    const status = kept.length === 0 ? "valid" : "invalid";
    return { ...result, status, violations: kept, accepted: moved };
  });
  return { results };
}
