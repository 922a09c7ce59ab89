import { CHECKS, runConformance } from "../../src/conformance";
import { COVERED_PARAMETERS } from "../../src/conformance/coverage-table";
import type { Profile } from "../../src/schemas";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../../src/world/build-world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { coreApp } from "../server/helpers/core-app";
import { CORE_BASE_URL, coreFetch } from "./helpers/core-fetch";

// Whole runs in process (no socket): 32 of them, a budget for a busy 2-core machine.
jest.setTimeout(180_000);

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const CASES = [DEFAULT_WORLD_OPTIONS.occurrences, 1500].flatMap((occurrences) =>
  (["spec", "observed"] as const).map((profile) => [occurrences, profile] as const),
);

describe("the project's own mock is witnessed on every rule, whatever the seed", () => {
  test.each(CASES)(
    "%i occurrences, profile %s: seeds 1-8 conform, every coverage entry witnessed, each run under 10 s",
    async (occurrences, profile: Profile) => {
      const base = buildWorld({ seed: DEFAULT_WORLD_OPTIONS.seed, occurrences });
      const world = profile === "observed" ? toObservedWorld(base) : base;
      const fetch = coreFetch(coreApp({ world }));
      for (const seed of SEEDS) {
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
      }
    },
  );
});
