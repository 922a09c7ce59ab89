import { failedChecks, findingsText, runAgainst } from "./run-against";
import type { Breakage } from "./start-broken-server";
import { inProcessMock } from "./start-mock";

/** Each broken server is tried with these seeds: a catch must not depend on a lucky draw. */
const SEEDS = [11, 12, 13];

/**
 * One test per breakage: with every seed, the suite run in process against the broken server
 * fails the check the breakage names, with a finding that cites the spec and gives a curl line.
 * (The breakages are spread over several test files so jest's workers share them.)
 */
export function testFailing(breakages: readonly Breakage[]): void {
  const mock = inProcessMock();
  test.each(breakages.map((b) => [b.name, b.expected, b] as const))(
    "%s -> fails %s",
    async (_name, expected, breakage) => {
      for (const seed of SEEDS) {
        const report = await runAgainst(mock, breakage, { seed });
        expect({ seed, failed: failedChecks(report) }).toEqual({
          seed,
          failed: expect.arrayContaining([expected]),
        });
        const finding = report.checks.find((check) => check.id === expected)?.findings[0];
        expect(finding?.spec).toMatch(/^api-v[12] /);
        expect(finding?.expected).not.toBe("");
        expect(finding?.seen).not.toBe("");
        expect(finding?.curl).toMatch(/^curl -sS -g '/);
      }
    },
  );
}

/** One test per server that differs only where the spec is silent: with every seed, no finding. */
export function testConforming(breakages: readonly Breakage[]): void {
  const mock = inProcessMock();
  test.each(breakages.map((b) => [b.name, b] as const))(
    "%s -> conforms",
    async (_name, breakage) => {
      for (const seed of SEEDS) {
        const report = await runAgainst(mock, breakage, { seed });
        expect({ seed, findings: findingsText(report) }).toEqual({ seed, findings: "" });
      }
    },
  );
}
