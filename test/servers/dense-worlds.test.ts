import { runConformance } from "../../src/conformance";
import { buildWorld, type WorldOptions } from "../../src/world/build-world";
import { coreApp } from "../server/helpers/core-app";
import { CORE_BASE_URL, coreFetch } from "../conformance/helpers/core-fetch";

/**
 * Worlds busier than the by-seed sweep's dense one (own-mock-by-seed.test.ts), each on the seed
 * whose run needed a narrowing: without it, the check named ends unwitnessed or not run.
 */
const CASES: readonly { name: string; options: WorldOptions; seed: number }[] = [
  {
    name: "10,000 occurrences in five days: the set read to its end in a halved city group",
    options: { seed: 1, occurrences: 10_000, since: "2025-12-27", until: "2025-12-31" },
    seed: 3,
  },
  {
    name: "3,000 occurrences in five days of 2019 (two states): the set read to its end in a city group",
    options: { seed: 1, occurrences: 3000, since: "2019-02-16", until: "2019-02-20" },
    seed: 6,
  },
  {
    name: "3,000 occurrences in five days up to now: the date partition anchored on listed records",
    options: {
      seed: 1,
      occurrences: 3000,
      since: "2026-11-23",
      until: "2026-11-27",
      now: Date.parse("2026-11-27T21:45:00Z"),
    },
    seed: 8,
  },
  {
    name: "3,000 occurrences in five days: the cross-version count over the whole city",
    options: {
      seed: 1,
      occurrences: 3000,
      since: "2025-02-25",
      until: "2025-03-01",
      now: Date.parse("2025-03-01T12:00:00Z"),
    },
    seed: 8,
  },
];

/** The run's verdict and the checks not witnessed, with their reasons. */
async function verdictOn(options: WorldOptions, seed: number) {
  const fetch = coreFetch(coreApp({ world: buildWorld(options) }));
  const report = await runConformance({ baseUrl: CORE_BASE_URL, seed, fetch });
  const missing = report.checks
    .filter((check) => check.status !== "witnessed")
    .map((check) => `${check.id} ${check.status}: ${check.reason ?? ""}`);
  return { verdict: report.verdict, missing };
}

describe("the own mock conforms on worlds denser than any window the suite first tries", () => {
  test.each(CASES)("$name (seed $seed)", async ({ options, seed }) => {
    expect(await verdictOn(options, seed)).toEqual({ verdict: "conforms", missing: [] });
  });
});
