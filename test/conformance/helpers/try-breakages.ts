import { seedsOf, type SweepPart } from "../broken/seed-sweep";
import { failedChecks, findingsText, runAgainst } from "./run-against";
import type { Breakage } from "./start-broken-server";
import { inProcessMock } from "./start-mock";

/** Each broken server is tried with these seeds: a catch must not depend on a lucky draw. */
const SEEDS = [11, 12, 13] as const;

/** How many of SEEDS each breakage meets in the fast tier (the rest in test:e2e). */
const ROTATION_SEEDS = 1;

/**
 * The rows of a table in one part of the sweep (seed-sweep.ts): one per breakage and seed, so
 * each test is one conformance run. The fast tier's rotation gives breakage `i` one of SEEDS in
 * turn, the end-to-end tier the other two: test:all tries every breakage with each seed.
 */
function bySeed(part: SweepPart, breakages: readonly Breakage[]) {
  return breakages.flatMap((b, index) =>
    seedsOf(part, index, SEEDS, ROTATION_SEEDS).map(
      (seed) => [b.name, b.expected, seed, b] as const,
    ),
  );
}

/**
 * One test per breakage and seed of the part (one whole run in process, well under a second):
 * the suite run against the broken server fails the check the breakage names, with a finding
 * that cites the spec and gives a curl line.
 */
export function testFailing(breakages: readonly Breakage[], part: SweepPart): void {
  const mock = inProcessMock();
  test.each(bySeed(part, breakages))(
    "%s -> fails %s (seed %i)",
    async (_name, expected, seed, b) => {
      const report = await runAgainst(mock, b, { seed });
      expect({ seed, failed: failedChecks(report) }).toEqual({
        seed,
        failed: expect.arrayContaining([expected]),
      });
      const finding = report.checks.find((check) => check.id === expected)?.findings[0];
      expect(finding?.spec).toMatch(/^api-v[12] /);
      expect(finding?.expected).not.toBe("");
      expect(finding?.seen).not.toBe("");
      expect(finding?.curl).toMatch(/^curl -sS -g '/);
    },
  );
}

/** One test per server that differs only where the spec is silent and seed of the part: no finding. */
export function testConforming(breakages: readonly Breakage[], part: SweepPart): void {
  const mock = inProcessMock();
  const rows = bySeed(part, breakages).map(([name, , seed, b]) => [name, seed, b] as const);
  test.each(rows)("%s -> conforms (seed %i)", async (_name, seed, b) => {
    const report = await runAgainst(mock, b, { seed });
    expect({ seed, findings: findingsText(report) }).toEqual({ seed, findings: "" });
  });
}
