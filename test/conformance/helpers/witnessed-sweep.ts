import { CHECKS, runConformance } from "../../../src/conformance";
import { COVERED_PARAMETERS } from "../../../src/conformance/coverage-table";
import type { Profile } from "../../../src/schemas";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../../../src/world/build-world";
import { toObservedWorld } from "../../../src/world/to-observed-world";
import { coreApp } from "../../server/helpers/core-app";
import { seedsOf, type SweepPart } from "../broken/seed-sweep";
import { CORE_BASE_URL, coreFetch } from "./core-fetch";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * How many of SEEDS each world size and profile meets in the fast tier (the rest in test:e2e):
 * one, seeds 1–4; the fast tier's own-mock-by-seed table runs the own mock on all eight.
 */
const ROTATION_SEEDS = 1;

const CASES = [DEFAULT_WORLD_OPTIONS.occurrences, 1500].flatMap((occurrences) =>
  (["spec", "observed"] as const).map((profile) => [occurrences, profile] as const),
);

const fetches = new Map<string, typeof fetch>();

/** The mock of a world size and profile as a fetch, built once per test file. */
function mockOf(occurrences: number, profile: Profile): typeof fetch {
  const key = `${occurrences}/${profile}`;
  let fetch = fetches.get(key);
  if (fetch === undefined) {
    const base = buildWorld({ seed: DEFAULT_WORLD_OPTIONS.seed, occurrences });
    const world = profile === "observed" ? toObservedWorld(base) : base;
    fetch = coreFetch(coreApp({ world }));
    fetches.set(key, fetch);
  }
  return fetch;
}

/**
 * One jest test per world size, profile and seed (one whole run in process): the run conforms,
 * every coverage entry witnessed, under 10 s. `rotation` (the fast tier) gives each world size
 * and profile one of seeds 1–4 in turn; `remainder` (test/e2e/) the other seven.
 */
export function sweepWitnessed(part: SweepPart): void {
  const runs = CASES.flatMap(([occurrences, profile], index) =>
    seedsOf(part, index, SEEDS, ROTATION_SEEDS).map(
      (seed) => [occurrences, profile, seed] as const,
    ),
  );
  describe("the project's own mock is witnessed on every rule, whatever the seed", () => {
    // The worlds built before the runs (the default world takes seconds on a busy machine).
    beforeAll(() => {
      for (const [occurrences, profile] of CASES) mockOf(occurrences, profile);
    }, 60_000);
    test.each(runs)(
      "%i occurrences, profile %s, seed %i: conforms, every coverage entry witnessed, under 10 s",
      async (occurrences, profile: Profile, seed) => {
        const fetch = mockOf(occurrences, profile);
        const report = await runConformance({ baseUrl: CORE_BASE_URL, seed, profile, fetch });
        const missing = report.coverage
          .filter((entry) => entry.status !== "witnessed")
          .map((entry) => `${entry.parameter ?? entry.rule}: ${entry.status} ${entry.reason}`);
        expect({ seed, verdict: report.verdict, missing }).toEqual({
          seed,
          verdict: "conforms",
          missing: [],
        });
        expect(report.summary).toMatchObject({
          witnessed: CHECKS.length,
          unwitnessed: 0,
          failed: 0,
          notRun: 0,
        });
        expect(report.coverage).toHaveLength(COVERED_PARAMETERS.length + CHECKS.length);
        expect(report.durationMs).toBeLessThan(10_000);
      },
    );
  });
}
