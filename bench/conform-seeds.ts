/**
 * `npm run bench:conform`: the conformance suite against the project's own mock, in process
 * (a core-backed fetch, no socket), on seeds 1 to 8: the default world and a small one
 * (--occurrences 1500), each under the spec and the observed profile. Prints, per run, the
 * verdict, the witnessed/unwitnessed/failed/not-run counts and the run time, then every check
 * that was not witnessed with its reason.
 */
import { runConformance, type ConformanceReport } from "../src/conformance";
import type { Profile } from "../src/schemas";
import { buildWorld, DEFAULT_WORLD_OPTIONS } from "../src/world/build-world";
import { toObservedWorld } from "../src/world/to-observed-world";
import { coreApp } from "../test/server/helpers/core-app";
import { CORE_BASE_URL, coreFetch } from "../test/conformance/helpers/core-fetch";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const WORLDS = [
  { name: "default", occurrences: DEFAULT_WORLD_OPTIONS.occurrences },
  { name: "small", occurrences: 1500 },
] as const;
const PROFILES: readonly Profile[] = ["spec", "observed"];

function line(label: string, report: ConformanceReport, ms: number): string {
  const { witnessed, unwitnessed, failed, notRun } = report.summary;
  return `${label.padEnd(24)} ${report.verdict.padEnd(10)} witnessed ${witnessed} · unwitnessed ${unwitnessed} · failed ${failed} · not run ${notRun} · ${report.requests} requests · ${(ms / 1000).toFixed(2)} s`;
}

async function main(): Promise<void> {
  const missing = new Map<string, number>();
  for (const size of WORLDS) {
    const base = buildWorld({ seed: DEFAULT_WORLD_OPTIONS.seed, occurrences: size.occurrences });
    for (const profile of PROFILES) {
      const world = profile === "observed" ? toObservedWorld(base) : base;
      const fetch = coreFetch(coreApp({ world }));
      for (const seed of SEEDS) {
        const started = Date.now();
        const report = await runConformance({ baseUrl: CORE_BASE_URL, seed, profile, fetch });
        console.log(line(`${size.name}/${profile}/seed ${seed}`, report, Date.now() - started));
        for (const check of report.checks) {
          if (check.status === "witnessed") continue;
          const key = `${check.id} ${check.status}: ${check.reason ?? check.findings[0]?.message ?? ""}`;
          missing.set(key, (missing.get(key) ?? 0) + 1);
        }
      }
    }
  }
  if (missing.size > 0) console.log("\nnot witnessed (runs):");
  for (const [key, runs] of missing) console.log(`  ${runs}× ${key}`);
}

void main();
