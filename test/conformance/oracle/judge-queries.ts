import { pathOf } from "../../../src/contract";
import type { QueryPairs } from "../../../src/conformance/check-input";
import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import type { Difference, OracleRequest } from "../../../src/conformance/oracle/oracle";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { SeededRandom } from "../../../src/seeded-random";
import { ask } from "./mock-mirror";

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
