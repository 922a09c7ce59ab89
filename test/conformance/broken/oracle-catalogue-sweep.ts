import { ORACLE_BROKEN_SERVERS, ORACLE_HONEST } from "./oracle-catalogue";
import type { OracleBrokenServer, OracleHonestServer } from "./oracle-case";
import { brokenOutcome, honestOutcome } from "./oracle-outcome";
import { mockHandler } from "./mock-handlers";
import { SEEDS } from "./run-case";
import type { SweepShare } from "./broken-servers-sweep";
import { seedsOf, type SweepPart } from "./seed-sweep";

/**
 * The time of one whole conform run against a catalogue server: a run, not a unit, so it gets
 * what a loaded 2-core machine may need (a server that answers 429 makes the run wait for real).
 */
const RUN_TIMEOUT_MS = 60_000;

/** How many of seeds 1–8 each server meets in the rotation (seed-sweep.ts). */
const ROTATION_SEEDS = 1;

/** The rows of a part: name, seed, server (the flagged ones left out: see below). */
function rowsOf<Server extends { readonly name: string }>(
  part: SweepPart,
  share: SweepShare,
  servers: readonly Server[],
  flagged: (server: Server) => boolean,
): (readonly [string, number, Server])[] {
  return servers.flatMap((server, index) =>
    flagged(server)
      ? []
      : seedsOf(part, index, SEEDS, ROTATION_SEEDS)
          .filter((seed) => share.seeds.includes(seed))
          .map((seed) => [server.name, seed, server] as const),
  );
}

/** The whole part in one file. */
const WHOLE: SweepShare = { seeds: SEEDS, knownGaps: true };

const escapes = (server: OracleBrokenServer): boolean => server.escapesToday === true;
const failsToday = (server: OracleHonestServer): boolean => server.failsToday === true;

/**
 * The oracle's catalogue (oracle-catalogue.ts), one jest test per server and seed. `rotation`
 * gives each server one of seeds 1–8 in turn; `remainder` three of the other seven, or all seven
 * with SWEEP=full (seed-sweep.ts; both in
 * test/servers/). A server flagged `escapesToday` / `failsToday` is listed in the rotation as a
 * todo (by name: the oracle's target) and run on all eight seeds in the remainder as
 * `test.failing`: it turns red the day the suite catches it (conforms it) on every seed; then
 * flip its flag off. `share`: the seeds this file runs, and whether it holds the flagged servers
 * (two files share the remainder, so two workers run it).
 */
export function sweepOracleCatalogue(part: SweepPart, share: SweepShare = WHOLE): void {
  beforeAll(() => {
    for (const server of [...ORACLE_BROKEN_SERVERS, ...ORACLE_HONEST]) {
      mockHandler(server.world ?? "small", "spec", server.settings, server.worldSeed);
    }
  }, 60_000);

  describe("a broken server of the oracle's catalogue fails, naming its rule", () => {
    test.each(rowsOf(part, share, ORACLE_BROKEN_SERVERS, escapes))(
      "%s, seed %i -> fails",
      async (_name, seed, server) => {
        const outcome = await brokenOutcome(server, seed);
        expect(outcome.caught ? undefined : outcome).toBeUndefined();
      },
      RUN_TIMEOUT_MS,
    );

    const gaps = share.knownGaps ? ORACLE_BROKEN_SERVERS.filter(escapes) : [];
    if (part === "rotation") {
      for (const server of gaps)
        test.todo(`escapes today (the oracle is to catch it): ${server.name}`);
    } else if (gaps.length > 0) {
      test.failing.each(gaps.map((server) => [server.name, server] as const))(
        "escapes today: %s -> caught on each of seeds 1–8",
        async (_name, server) => {
          // The first seed it escapes on settles the test (it stays a gap): no need for more runs.
          for (const seed of SEEDS) {
            const outcome = await brokenOutcome(server, seed);
            expect(outcome.caught ? undefined : outcome).toBeUndefined();
          }
        },
        60_000,
      );
    }
  });

  describe("an honest server of the oracle's catalogue conforms", () => {
    test.each(rowsOf(part, share, ORACLE_HONEST, failsToday))(
      "%s, seed %i -> conforms",
      async (_name, seed, server) => {
        const outcome = await honestOutcome(server, seed);
        expect(outcome.conforms ? undefined : outcome).toBeUndefined();
      },
      RUN_TIMEOUT_MS,
    );

    const wrong = share.knownGaps ? ORACLE_HONEST.filter(failsToday) : [];
    if (part === "rotation") {
      for (const server of wrong)
        test.todo(`failed today (the suite is to pass it): ${server.name}`);
    } else if (wrong.length > 0) {
      test.failing.each(wrong.map((server) => [server.name, server] as const))(
        "failed today: %s -> conforms on each of seeds 1–8",
        async (_name, server) => {
          for (const seed of SEEDS) {
            const outcome = await honestOutcome(server, seed);
            expect(outcome.conforms ? undefined : outcome).toBeUndefined();
          }
        },
        60_000,
      );
    }
  });
}
