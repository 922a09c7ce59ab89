import type { BaselineOutcome } from "./baseline-judge";
import type { Finding } from "./finding";

/**
 * The notes every report of a run with a baseline carries: `N finding(s) accepted by the
 * baseline FILE` and `N stale baseline entr(y|ies) in FILE`, each when not zero.
 */
export function baselineNotes(outcome: BaselineOutcome): string[] {
  const { accepted, stale, file } = outcome;
  const named = file === undefined ? "the baseline" : `the baseline ${file}`;
  const where = file === undefined ? "the baseline" : file;
  return [
    ...(accepted === 0 ? [] : [`${accepted} finding(s) accepted by ${named}`]),
    ...(stale.length === 0
      ? []
      : [`${stale.length} stale baseline entr${stale.length === 1 ? "y" : "ies"} in ${where}`]),
  ];
}

/** The stale list for people: a heading, then one fingerprint a line (none: no line). */
export function staleBaselineLines(stale: readonly string[], indent = ""): string[] {
  if (stale.length === 0) return [];
  return [
    `${indent}stale baseline entries (they accepted no finding of this run; remove them):`,
    ...stale.map((fingerprint) => `${indent}  ${fingerprint}`),
  ];
}

/**
 * Accepted findings as lines: `accepted: FINGERPRINT`, one per fingerprint in the order first
 * met, with how many findings share it when more than one.
 */
export function acceptedLines(findings: readonly Finding[], indent = ""): string[] {
  const counts = new Map<string, number>();
  for (const f of findings) {
    if (f.severity === "accepted") counts.set(f.fingerprint, (counts.get(f.fingerprint) ?? 0) + 1);
  }
  return [...counts].map(
    ([fingerprint, n]) => `${indent}accepted: ${fingerprint}${n > 1 ? ` (${n}×)` : ""}`,
  );
}
