import { BaselineJudge, type Finding } from "../report";
import type { BodyResult } from "./body-result";
import { violationFingerprint, violationFinding } from "./findings-of";
import { RunTally, type ValidationRun } from "./run-tally";

/**
 * The findings a baseline written from this run accepts: every violation (warnings excluded:
 * they do not fail; malformed, undetermined and unreadable bodies are not baselined). Of a run
 * not kept whole, the violations of the results kept.
 */
export function baselineFindings(run: ValidationRun): Finding[] {
  return run.results.flatMap((result) =>
    result.violations.map((violation) => violationFinding(result, violation)),
  );
}

/**
 * One result with the violations a baseline accepts (`accepts` says, by fingerprint) moved to
 * `accepted`: a body whose violations are all accepted is valid.
 */
export function applyBaselineTo(
  result: BodyResult,
  accepts: (fingerprint: string) => boolean,
): BodyResult {
  if (result.violations.length === 0) return result;
  const isAccepted = new Map(
    result.violations.map((v) => [v, accepts(violationFingerprint(result, v))]),
  );
  const kept = result.violations.filter((v) => isAccepted.get(v) !== true);
  if (kept.length === result.violations.length) return result;
  const moved = result.violations.filter((v) => isAccepted.get(v) === true);
  const status = kept.length === 0 ? "valid" : "invalid";
  return { ...result, status, violations: kept, accepted: moved };
}

/**
 * A run with the violations a baseline accepts (by fingerprint: endpoint, schema, place with
 * array indices as `*`, rule and departure) moved to `accepted`: a body whose violations are all
 * accepted is valid; the baseline's entries that accepted no violation listed in
 * `staleBaseline`. Malformed, undetermined and unreadable bodies are not baselined. A run not
 * kept whole (see RunTally) is judged on its kept results: apply a baseline as the run is read
 * (validateInputs' `judge`) to count every result.
 */
export function applyBaseline(run: ValidationRun, accepted: ReadonlySet<string>): ValidationRun {
  const tally = new RunTally(true);
  const judge = new BaselineJudge(accepted);
  for (const result of run.results) {
    tally.add(applyBaselineTo(result, (fingerprint) => judge.accepts(fingerprint)));
  }
  const { stale } = judge.outcome();
  return { ...tally.run(), ...(stale.length === 0 ? {} : { staleBaseline: stale }) };
}
