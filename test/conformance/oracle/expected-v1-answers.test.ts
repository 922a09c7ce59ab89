import type { CheckInput } from "../../../src/conformance/check-input";
import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import type { Mirror } from "../../../src/conformance/oracle/mirror";
import type { Expectation } from "../../../src/conformance/oracle/oracle";
import type { ServerChoices } from "../../../src/conformance/oracle/server-choices";
import { askV1Of, v1MirrorOfMock, type AskV1 } from "./v1-mirror-of-mock";
import { v1TestQueries, type V1TestQuery } from "./v1-test-queries";
import { TEST_WINDOW, V1_TEST_SERVERS, v1TestHandler, type V1TestServer } from "./v1-test-servers";

jest.setTimeout(120_000);

const QUERIES = 300;

/** A server of the tests: how to ask it, and its mirror (read from its uncapped twin). */
async function serve(server: V1TestServer): Promise<{ ask: AskV1; mirror: Mirror }> {
  const uncapped = { ...server.settings, v1MaxRows: undefined };
  const ask = askV1Of(v1TestHandler(server.profile, server.settings), server.breakage);
  const twin = askV1Of(v1TestHandler(server.profile, uncapped), server.breakage);
  return { ask, mirror: await v1MirrorOfMock(twin, TEST_WINDOW) };
}

interface Judged {
  readonly query: V1TestQuery;
  readonly expectation: Expectation;
  readonly seen: CheckInput;
}

/** Asks every query the oracle judges inside, with the expectation of each. */
async function judge(
  ask: AskV1,
  mirror: Mirror,
  choices: ServerChoices,
  queries: readonly V1TestQuery[],
): Promise<Judged[]> {
  const oracle = createOracle(mirror, choices);
  const judged: Judged[] = [];
  for (const query of queries) {
    const expected = oracle.expect({ operation: query.operation, query: query.pairs });
    if (!expected.inside) continue;
    judged.push({
      query,
      expectation: expected.expectation,
      seen: await ask(query.operation, query.pairs, query.form),
    });
  }
  return judged;
}

function differing(judged: readonly Judged[]): string[] {
  return judged.flatMap(({ expectation, seen }) => {
    const differences = expectation.differences(seen);
    return differences.length === 0 ? [] : [`${seen.url}: ${JSON.stringify(differences)}`];
  });
}

describe("the oracle's expected v1 answers agree with every honest server", () => {
  it.each(V1_TEST_SERVERS.map((server, index) => [server.name, server, index + 1] as const))(
    "%s: no difference on seeded queries, its choices settled or none settled",
    async (_name, server, seed) => {
      const { ask, mirror } = await serve(server);
      const queries = v1TestQueries(seed, QUERIES, mirror);
      // Nothing settled but the cap (undefined there means no cap): every reading allowed.
      const unsettled = server.choices.v1Cap === undefined ? {} : { v1Cap: server.choices.v1Cap };
      for (const choices of [server.choices, unsettled]) {
        const judged = await judge(ask, mirror, choices, queries);
        expect(differing(judged)).toEqual([]);
        // Nearly every drawn query lies inside, and most expect rows (the check is not vacuous).
        expect(judged.length).toBeGreaterThan(QUERIES * 0.9);
        const nonEmpty = judged.filter(({ expectation }) => expectation.nonEmpty);
        expect(nonEmpty.length).toBeGreaterThan(QUERIES * 0.4);
      }
    },
  );
});
