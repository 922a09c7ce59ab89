import {
  applyConformanceBaseline,
  conformanceFindings,
} from "../../../src/conformance/apply-conformance-baseline";
import { passThrough } from "./break-handler";
import type { ServerVariant } from "./broken-server";
import { RECORD_BREAKAGES } from "./broken-records";
import { failedRules, runVariant, SEEDS, verdictOf, VERDICTS } from "./run-case";

jest.setTimeout(120_000);

/** The mock serving the observed profile's world, checked against the spec: its departures fail. */
const OBSERVED_MOCK: ServerVariant = { name: "the observed mock", make: () => passThrough };

/** Servers on the observed world whose records break a rule the observed departures do not. */
const OTHER_BREAKAGES = RECORD_BREAKAGES.filter((server) =>
  [
    "records lack address",
    'policeAction is "yes" instead of a boolean',
    "a victim listed twice under its occurrence",
  ].includes(server.name),
);

/** The fingerprints a baseline written from this run's failures holds. */
async function baselineOf(seed: number): Promise<Set<string>> {
  const report = await runVariant(OBSERVED_MOCK, seed, {}, "observed");
  return new Set(conformanceFindings(report).map((finding) => finding.fingerprint));
}

describe("a baseline written against the observed mock (spec profile) is exact", () => {
  test("the observed mock fails the spec profile on its known departures (the baseline is not empty)", async () => {
    expect((await baselineOf(1)).size).toBeGreaterThan(0);
  });

  test.each(SEEDS)(
    "seed %i: a baseline written on another seed accepts the observed mock",
    async (seed) => {
      const accepted = await baselineOf(seed === 1 ? 2 : 1);
      const report = await runVariant(OBSERVED_MOCK, seed, {}, "observed");
      const applied = applyConformanceBaseline(report, accepted, "baseline.json");
      expect({ verdict: verdictOf(applied), failed: failedRules(applied) }).toEqual({
        verdict: VERDICTS.conforms,
        failed: [],
      });
    },
  );

  test.each(OTHER_BREAKAGES.map((server) => [server.name, server] as const))(
    "the baseline does not accept a server whose records break another rule: %s",
    async (_name, server) => {
      const accepted = await baselineOf(1);
      const missed: { seed: number; verdict: string; failed: string[] }[] = [];
      for (const seed of SEEDS) {
        const report = await runVariant(server, seed, {}, "observed");
        const applied = applyConformanceBaseline(report, accepted, "baseline.json");
        const failed = failedRules(applied);
        if (
          verdictOf(applied) !== VERDICTS.fails ||
          !failed.some((rule) => server.rules.includes(rule))
        ) {
          missed.push({ seed, verdict: verdictOf(applied), failed });
        }
      }
      expect(missed).toEqual([]);
    },
  );
});
