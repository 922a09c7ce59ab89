import { BROKEN_SERVERS, SPEC_SILENT_SERVERS } from "./catalogue";
import type { BrokenServer } from "./broken-server";
import { mockHandler } from "./mock-handlers";
import { NOT_CAUGHT_YET } from "./not-caught-yet";
import {
  findingsText,
  missedIn,
  runVariant,
  SEEDS,
  stopOnceNamed,
  verdictOf,
  VERDICTS,
} from "./run-case";
import { bySeed, seedsOf, type SweepPart } from "./seed-sweep";

/** How many of seeds 1–8 each server meets in the rotation (seed-sweep.ts). */
const ROTATION_SEEDS = 2;

/**
 * Which of a part's runs a test file holds: those on `seeds`, and the known gaps (on all eight
 * seeds) or not. A part split over files by seed keeps each seed's runs in one file, where the
 * kept answers of mock-handlers.ts serve the requests that repeat across servers.
 */
export interface SweepShare {
  readonly seeds: readonly number[];
  readonly knownGaps: boolean;
}

/** The whole part in one file. */
const WHOLE: SweepShare = { seeds: SEEDS, knownGaps: true };

/**
 * How the suite's rules missed a server on a seed: undefined when they fail it naming its rule.
 * The servers of this catalogue are each named by the hand-written rule they break, so the
 * oracle phase (whose own catalogue is oracle-catalogue.ts) is left out of these runs; the
 * spec-silent servers below run the whole suite, oracle included, and must pass it.
 */
async function missedOn(server: BrokenServer, seed: number): Promise<object | undefined> {
  const report = await runVariant(server, seed, { differential: false, ...stopOnceNamed(server) });
  return missedIn(report, server, seed);
}

/**
 * The rows of the caught servers' table: name, seed, rule broken, server. Rotated by the
 * server's place in the whole catalogue, so a name leaving not-caught-yet.ts moves no other row.
 */
function caughtRows(part: SweepPart, share: SweepShare) {
  return BROKEN_SERVERS.flatMap((server, index) =>
    NOT_CAUGHT_YET.has(server.name)
      ? []
      : seedsOf(part, index, SEEDS, ROTATION_SEEDS)
          .filter((seed) => share.seeds.includes(seed))
          .map((seed) => [server.name, seed, server.rules[0], server] as const),
  );
}

/**
 * The broken-server and spec-silent tables, one jest test per server and seed (one whole
 * conformance run in process, well under a second). `rotation` gives each server two of seeds
 * 1–8 in turn, so every seed is used; `remainder` gives it every other one of the six others (all
 * six with SWEEP=full: seed-sweep.ts), and holds the known gaps of not-caught-yet.ts, which only
 * a sweep of all eight can judge. `npm run test:servers` runs both (`test:servers:full`: every
 * server on each of seeds 1–8). `share`: the runs of the part
 * this file holds (default all), so that two files, on two workers, share a part.
 */
export function sweepBrokenServers(part: SweepPart, share: SweepShare = WHOLE): void {
  const caught = caughtRows(part, share);
  const silent = bySeed(part, SPEC_SILENT_SERVERS, SEEDS, ROTATION_SEEDS).filter(([, seed]) =>
    share.seeds.includes(seed),
  );
  // The worlds and mocks behind this file's servers built before the runs (the default world
  // takes seconds on a busy machine).
  beforeAll(() => {
    for (const server of [...caught.map((row) => row[3]), ...silent.map((row) => row[2])]) {
      mockHandler(server.world ?? "small", "spec", server.settings, server.worldSeed);
    }
  }, 60_000);

  describe("a broken server fails on each of seeds 1–8, naming the rule it breaks", () => {
    test.each(caught)("%s, seed %i -> fails %s", async (_name, seed, _rule, server) => {
      expect(await missedOn(server, seed)).toBeUndefined();
    });

    // Known gaps of the suite (not-caught-yet.ts): these tests pass while the suite misses the
    // server on some seed, and fail the day it catches it on all eight: then take the name out.
    const gaps = BROKEN_SERVERS.filter((server) => NOT_CAUGHT_YET.has(server.name));
    if (part === "remainder" && share.knownGaps && gaps.length > 0) {
      test.failing.each(gaps.map((server) => [server.name, server.rules[0], server] as const))(
        "not caught yet: %s -> fails %s",
        async (_name, _rule, server) => {
          const missed: object[] = [];
          for (const seed of SEEDS) {
            const miss = await missedOn(server, seed);
            if (miss !== undefined) missed.push(miss);
          }
          expect(missed).toEqual([]);
        },
      );
    }
  });

  describe("a server that differs only where the spec is silent passes on each of seeds 1–8", () => {
    test.each(silent)("%s, seed %i -> passes", async (_name, seed, server) => {
      const report = await runVariant(server, seed);
      const wrong =
        verdictOf(report) === VERDICTS.conforms
          ? undefined
          : { seed, verdict: verdictOf(report), findings: findingsText(report) };
      expect(wrong).toBeUndefined();
    });
  });
}
