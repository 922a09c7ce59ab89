import type { OracleBrokenServer } from "./oracle-case";
import { brokenOutcome } from "./oracle-outcome";

/**
 * A catalogue server the suite passed before: the seeds it is run on, and the rules a fix made
 * fail (each run must name each).
 */
export interface EscapeCase {
  readonly server: OracleBrokenServer;
  readonly rules: readonly string[];
  readonly seeds: readonly number[];
}

/** The server of a batch whose name starts with `start` (`batch` names the batch in the error). */
export function serverNamed(
  servers: readonly OracleBrokenServer[],
  batch: string,
  start: string,
): OracleBrokenServer {
  const server = servers.find((each) => each.name.startsWith(start));
  if (server === undefined) throw new Error(`no ${batch} server named ${start}…`);
  return server;
}

/**
 * The cases of one batch: `caught(start, rules, seeds)` is the batch's server whose name starts
 * with `start`, run on `seeds` (default 1–3; the catalogue's sweep runs every seed besides), each
 * run naming each of `rules`.
 */
export function escapesOf(
  servers: readonly OracleBrokenServer[],
  batch: string,
): (start: string, rules: readonly string[], seeds?: readonly number[]) => EscapeCase {
  return (start, rules, seeds = [1, 2, 3]) => ({
    server: serverNamed(servers, batch, start),
    rules,
    seeds,
  });
}

/**
 * One test per case and seed, on the world its server declares: the run catches the server
 * (fails naming one of its rules, stopped once it does) and names each of the case's rules.
 */
export function testEscapesCaught(cases: readonly EscapeCase[]): void {
  test.each(
    cases.flatMap(({ server, rules, seeds }) =>
      seeds.map((seed) => [server.name, server.world ?? "small", seed, server, rules] as const),
    ),
  )("%s (%s world, seed %i)", async (_name, _world, seed, server, rules) => {
    const outcome = await brokenOutcome(server, seed);
    expect({ caught: outcome.caught, failed: outcome.failed }).toEqual({
      caught: true,
      failed: expect.arrayContaining([...rules]) as unknown,
    });
  });
}
