/**
 * Broken servers the witnessed suite does not fail on every one of seeds 1–8 yet, by name: the
 * harness runs them as `test.failing`, so each is listed in the test output as a known gap and
 * the test turns red the day the suite catches it (then take its name out of this list).
 * Measured against the suite's branch (w2-witness at b35783d) on 26 Nov 2026; the seeds each is missed on
 * are in the harness engineer's report.
 */
export const NOT_CAUGHT_YET: ReadonlySet<string> = new Set<string>([
  "ties on the date at a page edge: the tied record of the next page replaced by the last of the page before",
  "unstable order: items of one date swap places every second time the same query is asked",
]);
