import type { ConformanceReport } from "../../../src/conformance";
import {
  applyConformanceBaseline,
  conformanceFindings,
} from "../../../src/conformance/apply-conformance-baseline";
import { passThrough } from "./break-handler";
import type { ServerVariant } from "./broken-server";
import { RECORD_BREAKAGES } from "./broken-records";
import { failedRules, missedIn, runVariant, SEEDS, verdictOf, VERDICTS } from "./run-case";
import { bySeed, type SweepPart } from "./seed-sweep";

/** How many of seeds 1–8 each other breakage meets in the rotation (seed-sweep.ts). */
const ROTATION_SEEDS = 2;

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

const observedRuns = new Map<number, Promise<ConformanceReport>>();

/** The observed mock's run on a seed, made once per test file (a run is deterministic per seed). */
function observedRun(seed: number): Promise<ConformanceReport> {
  let run = observedRuns.get(seed);
  if (run === undefined) {
    run = runVariant(OBSERVED_MOCK, seed, {}, "observed");
    observedRuns.set(seed, run);
  }
  return run;
}

/** The fingerprints a baseline written from this run's failures holds. */
async function baselineOf(seed: number): Promise<Set<string>> {
  const report = await observedRun(seed);
  return new Set(conformanceFindings(report).map((finding) => finding.fingerprint));
}

/**
 * The baseline tables. `rotation`: the baseline is not empty, it accepts the observed mock on
 * seeds 1 and 2 (written on the other), and each other breakage meets two of seeds 1–8 in turn;
 * `remainder`: the baseline accepts the observed mock on seeds 3–8, and each other breakage
 * meets its other six seeds.
 */
export function sweepBaseline(part: SweepPart): void {
  describe("a baseline written against the observed mock (spec profile) is exact", () => {
    // The observed world built, and the baseline written, before the tests.
    beforeAll(() => baselineOf(1), 60_000);

    if (part === "rotation") {
      test("the observed mock fails the spec profile on its known departures (the baseline is not empty)", async () => {
        expect((await baselineOf(1)).size).toBeGreaterThan(0);
      });
    }

    // Seeds 1 and 2 in the rotation (their runs write the two baselines), 3–8 in the remainder.
    test.each(SEEDS.filter((seed) => seed <= 2 === (part === "rotation")))(
      "seed %i: a baseline written on another seed accepts the observed mock",
      async (seed) => {
        const accepted = await baselineOf(seed === 1 ? 2 : 1);
        const report = await observedRun(seed);
        const applied = applyConformanceBaseline(report, accepted, "baseline.json");
        expect({ verdict: verdictOf(applied), failed: failedRules(applied) }).toEqual({
          verdict: VERDICTS.conforms,
          failed: [],
        });
      },
    );

    test.each(bySeed(part, OTHER_BREAKAGES, SEEDS, ROTATION_SEEDS))(
      "the baseline does not accept a server whose records break another rule: %s (seed %i)",
      async (_name, seed, server) => {
        const accepted = await baselineOf(1);
        const report = await runVariant(server, seed, {}, "observed");
        const applied = applyConformanceBaseline(report, accepted, "baseline.json");
        expect(missedIn(applied, server, seed)).toBeUndefined();
      },
    );
  });
}
