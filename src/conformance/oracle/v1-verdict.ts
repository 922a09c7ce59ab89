/**
 * Whether a row belongs to an expected v1 list: `in` under every reading the server's choices
 * allow, `out` under none, `maybe` when the readings disagree (a choice left unsettled, or a
 * row near a date bound whose day depends on the zone): a `maybe` row may be listed or not.
 */
export type Verdict = "in" | "maybe" | "out";

/** The verdict of one test under several readings: `in` if all pass, `out` if none does. */
export function verdictOf(results: readonly boolean[]): Verdict {
  if (results.every((result) => result)) return "in";
  return results.some((result) => result) ? "maybe" : "out";
}

/** The verdict of several tests that must all hold (AND): the weakest of them. */
export function allOf(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes("out")) return "out";
  return verdicts.includes("maybe") ? "maybe" : "in";
}

/** The readings of a yes/no choice: the settled one, or both when it is not settled. */
export function readingsOf(settled: boolean | undefined): readonly boolean[] {
  return settled === undefined ? [true, false] : [settled];
}
