import { pathOf } from "../../../src/contract";
import type { QueryPairs } from "../../../src/conformance/check-input";
import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import type { Difference, OracleRequest } from "../../../src/conformance/oracle/oracle";
import type { Mirror, MirrorWindow } from "../../../src/conformance/oracle/mirror";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import type { RequestHandler } from "../../../src/server";
import { SeededRandom } from "../../../src/seeded-random";
import { brokenFetch, type Breakage } from "../broken/break-handler";
import { drawV2Query } from "./draw-v2-query";
import { ask, mockChoices, readMockMirror } from "./mock-mirror";

/** A server in process, its mirror and the choices it is judged with. */
export interface Served {
  readonly fetch: typeof fetch;
  readonly mirror: Mirror;
  readonly choices: ServerChoices;
}

/** What a run of seeded queries found. */
export interface Judged {
  /** The first few queries whose answers differ from the expected ones, with the differences. */
  readonly found: readonly {
    readonly query: QueryPairs;
    readonly differences: readonly Difference[];
  }[];
  /** How many queries the oracle judged (inside its window). */
  readonly judged: number;
  /** How many of those expected at least one item or city. */
  readonly nonEmpty: number;
  /** How many of those the server answered with a 4xx. */
  readonly refused: number;
}

/**
 * Draws `count` queries with a seeded PRNG, asks the server each one the oracle judges and
 * compares its answer with the expected one (the differential run in miniature, for the tests).
 */
export async function judgeQueries(
  served: Served,
  operation: OracleRequest["operation"],
  draw: (random: SeededRandom) => QueryPairs,
  seed: number,
  count: number,
): Promise<Judged> {
  const oracle = createOracle(served.mirror, served.choices);
  const random = new SeededRandom(seed);
  const found: { query: QueryPairs; differences: readonly Difference[] }[] = [];
  let judged = 0;
  let nonEmpty = 0;
  let refused = 0;
  for (let i = 0; i < count; i += 1) {
    const query = draw(random);
    const expected = oracle.expect({ operation, query });
    if (!expected.inside) continue;
    judged += 1;
    const seen = await ask(served.fetch, pathOf(operation), query);
    if (expected.expectation.nonEmpty) nonEmpty += 1;
    if (seen.status >= 400 && seen.status < 500) refused += 1;
    const differences = expected.expectation.differences(seen);
    if (differences.length > 0 && found.length < 3) found.push({ query, differences });
  }
  return { found, judged, nonEmpty, refused };
}

/**
 * A breakage in front of a mock's handler, its mirror of `window` read from its own answers
 * (`take` at a time, default 1000), judged with `choices` (default: the mock's).
 */
export async function servedBehind(
  handler: RequestHandler,
  breakage: Breakage,
  window: MirrorWindow,
  choices: ServerChoices = mockChoices(),
  take?: number,
): Promise<Served> {
  const fetch = brokenFetch(handler, breakage);
  const mirror = await readMockMirror(fetch, window, take === undefined ? {} : { take });
  return { fetch, mirror, choices };
}

/**
 * `count` seeded v2 occurrences queries drawn inside the mirror's window (now and then a take
 * past the choices' maxTake), judged on the served server.
 */
export function judgeV2Occurrences(served: Served, seed: number, count: number): Promise<Judged> {
  const maxTake = served.choices.maxTake?.take;
  return judgeQueries(
    served,
    "v2-occurrences",
    (random) => drawV2Query(served.mirror, random, maxTake),
    seed,
    count,
  );
}
