/**
 * `npm run bench:conform`: the conformance suite against the project's own mock on seeds 1 to 8,
 * for each world the own mock must conform on (default: `serve`'s 10,000 occurrences; small:
 * --occurrences 1500; dense: 3,000 occurrences in five days), each under the spec and the
 * observed profile, in process (a core-backed fetch, no socket). Prints, per run, the verdict,
 * the witnessed/unwitnessed/failed/not-run counts, the requests and the run time; then, per
 * world, the most requests and the longest run against the target; then one run of seed 1
 * against the default mock and the dense one served on 127.0.0.1 (createApp, a real socket: the
 * wall time a user sees, bar the process start); then every check that was not witnessed.
 * Exits 1 when a run did not conform or missed the target (the full sweep as a script:
 * `npm test` and test:e2e run the same worlds, seeds in rotation).
 *
 * Options: --seeds 1,2 (default 1–8), --worlds dense,default (default all), --no-http.
 */
import { parseArgs } from "node:util";
import { runConformance, type ConformanceReport } from "../src/conformance";
import { createApp } from "../src/node/create-app";
import { startServer } from "../src/node/start-server";
import type { Profile } from "../src/schemas";
import { coreApp } from "../test/server/helpers/core-app";
import { CORE_BASE_URL, coreFetch } from "../test/conformance/helpers/core-fetch";
import { WORLD_NAMES, type WorldName } from "../test/conformance/broken/broken-server";
import { worldOf } from "../test/conformance/broken/mock-handlers";

/** What a run against the default mock must stay under (issue: the conformance oracle). */
const TARGET = { requests: 600, seconds: 30 } as const;
const PROFILES: readonly Profile[] = ["spec", "observed"];

const { values } = parseArgs({
  options: {
    seeds: { type: "string", default: "1,2,3,4,5,6,7,8" },
    worlds: { type: "string", default: WORLD_NAMES.join(",") },
    "no-http": { type: "boolean", default: false },
  },
});

function listOf<T extends string | number>(text: string, parse: (item: string) => T): T[] {
  return text
    .split(",")
    .filter((item) => item !== "")
    .map(parse);
}

function worldNameOf(text: string): WorldName {
  const name = WORLD_NAMES.find((world) => world === text);
  if (name === undefined) {
    console.error(`--worlds: unknown world "${text}" (one of ${WORLD_NAMES.join(", ")})`);
    process.exit(2);
  }
  return name;
}

function seedOf(text: string): number {
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < 0) {
    console.error(`--seeds: "${text}" is not a seed (a whole number from 0)`);
    process.exit(2);
  }
  return seed;
}

const SEEDS = listOf(values.seeds, seedOf);
const WORLDS = listOf(values.worlds, worldNameOf);

interface Measured {
  readonly report: ConformanceReport;
  readonly seconds: number;
}

async function measure(run: () => Promise<ConformanceReport>): Promise<Measured> {
  const started = process.hrtime.bigint();
  const report = await run();
  return { report, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

function line(label: string, { report, seconds }: Measured): string {
  const { witnessed, unwitnessed, failed, notRun } = report.summary;
  return `${label.padEnd(28)} ${report.verdict.padEnd(10)} witnessed ${witnessed} · unwitnessed ${unwitnessed} · failed ${failed} · not run ${notRun} · ${report.requests} requests · ${seconds.toFixed(2)} s`;
}

function withinTarget({ report, seconds }: Measured): boolean {
  return report.requests < TARGET.requests && seconds < TARGET.seconds;
}

async function main(): Promise<void> {
  const missing = new Map<string, number>();
  const summaries: string[] = [];
  let bad = 0;
  const tally = (measured: Measured): void => {
    if (measured.report.verdict !== "conforms" || !withinTarget(measured)) bad += 1;
    for (const check of measured.report.checks) {
      if (check.status === "witnessed") continue;
      const key = `${check.id} ${check.status}: ${check.reason ?? check.findings[0]?.message ?? ""}`;
      missing.set(key, (missing.get(key) ?? 0) + 1);
    }
  };
  console.log(`in process, seeds ${SEEDS.join(",")}:`);
  for (const name of WORLDS) {
    const runs: Measured[] = [];
    for (const profile of PROFILES) {
      const fetch = coreFetch(coreApp({ world: worldOf(name, profile) }));
      for (const seed of SEEDS) {
        const measured = await measure(() =>
          runConformance({ baseUrl: CORE_BASE_URL, seed, profile, fetch }),
        );
        console.log(line(`${name}/${profile}/seed ${seed}`, measured));
        tally(measured);
        runs.push(measured);
      }
    }
    const conforming = runs.filter((run) => run.report.verdict === "conforms").length;
    const requests = Math.max(...runs.map((run) => run.report.requests));
    const seconds = Math.max(...runs.map((run) => run.seconds));
    summaries.push(
      `${name.padEnd(8)} ${conforming}/${runs.length} conform · at most ${requests} requests · longest ${seconds.toFixed(2)} s`,
    );
  }
  console.log(
    `\nper world (target per run: < ${TARGET.requests} requests, < ${TARGET.seconds} s):`,
  );
  for (const summary of summaries) console.log(`  ${summary}`);

  if (!values["no-http"]) {
    console.log("\nover HTTP on 127.0.0.1 (createApp), spec profile, seed 1:");
    for (const name of WORLDS.filter((world) => world !== "small")) {
      const server = await startServer(createApp({ world: worldOf(name, "spec") }), {
        port: 0,
        host: "127.0.0.1",
        closeGraceMs: 100,
      });
      try {
        const measured = await measure(() => runConformance({ baseUrl: server.url, seed: 1 }));
        console.log(line(`${name} mock`, measured));
        tally(measured);
      } finally {
        await server.close();
      }
    }
  }

  if (missing.size > 0) console.log("\nnot witnessed (runs):");
  for (const [key, runs] of missing) console.log(`  ${runs}× ${key}`);
  if (bad > 0) {
    console.log(`\n${bad} run(s) did not conform or missed the target`);
    process.exitCode = 1;
  }
}

void main();
