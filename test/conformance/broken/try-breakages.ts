import type { BrokenServer, ServerVariant } from "./broken-server";
import { testWorldHandler } from "./mock-handlers";
import { failedChecks, findingsText, runBroken } from "./run-case";
import { bySeed, type SweepPart } from "./seed-sweep";

/** Each broken server is tried with these seeds: a catch must not depend on a lucky draw. */
const SEEDS = [11, 12, 13] as const;

/** How many of SEEDS each breakage meets in the rotation (seed-sweep.ts). */
const ROTATION_SEEDS = 1;

/**
 * One test per broken server and seed of the part (seed-sweep.ts: the rotation gives server `i`
 * one of SEEDS in turn, the remainder the other two), each one whole run in
 * process against the dense test world: the run fails the check the server breaks (`rules[0]`),
 * with a finding that cites the spec and gives a curl line.
 */
export function testFailing(servers: readonly BrokenServer[], part: SweepPart): void {
  const core = testWorldHandler();
  const rows = bySeed(part, servers, SEEDS, ROTATION_SEEDS).map(
    ([name, seed, server]) => [name, server.rules[0], seed, server] as const,
  );
  test.each(rows)("%s -> fails %s (seed %i)", async (_name, expected, seed, server) => {
    const report = await runBroken(core, server.make(), { seed });
    expect({ seed, failed: failedChecks(report) }).toEqual({
      seed,
      failed: expect.arrayContaining([expected]),
    });
    const finding = report.checks.find((check) => check.id === expected)?.findings[0];
    expect(finding?.spec).toMatch(/^api-v[12] /);
    expect(finding?.expected).not.toBe("");
    expect(finding?.seen).not.toBe("");
    expect(finding?.curl).toMatch(/^curl -sS -g '/);
  });
}

/**
 * One test per server that differs only where the spec is silent and seed of the part: no finding.
 */
export function testConforming(servers: readonly ServerVariant[], part: SweepPart): void {
  const core = testWorldHandler();
  test.each(bySeed(part, servers, SEEDS, ROTATION_SEEDS))(
    "%s -> conforms (seed %i)",
    async (_name, seed, server) => {
      const report = await runBroken(core, server.make(), { seed });
      expect({ seed, findings: findingsText(report) }).toEqual({ seed, findings: "" });
    },
  );
}
