import { CHECKS, runConformance } from "../../../src/conformance";
import { COVERED_PARAMETERS } from "../../../src/conformance/coverage-table";
import type { Profile } from "../../../src/schemas";
import { coreApp } from "../../server/helpers/core-app";
import { CORE_BASE_URL, coreFetch } from "../helpers/core-fetch";
import { WORLD_NAMES, type WorldName } from "./broken-server";
import { MOCK_PROFILES, worldOf } from "./mock-handlers";
import { seedsOf, type SweepPart } from "./seed-sweep";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * How many of SEEDS each world and profile meets in the rotation (the rest in the remainder):
 * one, in turn; own-mock-sweep.ts's table runs the own mock on all eight.
 */
const ROTATION_SEEDS = 1;

const CASES = WORLD_NAMES.flatMap((world) =>
  MOCK_PROFILES.map((profile) => [world, profile] as const),
);

const fetches = new Map<string, typeof fetch>();

/**
 * The mock of a world and profile as a fetch, built once per test file; the world is the one
 * the broken-server harness serves (mock-handlers.ts), so a file running both builds it once.
 */
function mockOf(world: WorldName, profile: Profile): typeof fetch {
  const key = `${world}/${profile}`;
  let fetch = fetches.get(key);
  if (fetch === undefined) {
    fetch = coreFetch(coreApp({ world: worldOf(world, profile) }));
    fetches.set(key, fetch);
  }
  return fetch;
}

/**
 * One jest test per world (`small`: 1,500 occurrences, `default`: 10,000, `dense`: 3,000 in
 * five days), profile and seed (one whole run in process): the run conforms, every coverage
 * entry witnessed (how long a run takes is measured by `npm run bench:conform`).
 * `rotation` gives each world and profile one of seeds 1–8 in turn; `remainder` the other
 * seven, whatever the sweep's depth (the own mock's promise is each of seeds 1–8).
 */
export function sweepWitnessed(part: SweepPart): void {
  const runs = CASES.flatMap(([world, profile], index) =>
    seedsOf(part, index, SEEDS, ROTATION_SEEDS, "full").map(
      (seed) => [world, profile, seed] as const,
    ),
  );
  describe("the project's own mock is witnessed on every rule, whatever the seed", () => {
    // The worlds built before the runs (the default world takes seconds on a busy machine).
    beforeAll(() => {
      for (const [world, profile] of runs) mockOf(world, profile);
    }, 60_000);
    test.each(runs)(
      "%s world, profile %s, seed %i: conforms, every coverage entry witnessed",
      async (world, profile: Profile, seed) => {
        const fetch = mockOf(world, profile);
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
      },
    );
  });
}
