import { differing, judgeV1, serveV1 } from "./judge-v1";
import { v1TestQueries } from "./v1-test-queries";
import { V1_TEST_SERVERS } from "./v1-test-servers";

jest.setTimeout(120_000);

const QUERIES = 300;

describe("the oracle's expected v1 answers agree with every honest server", () => {
  it.each(V1_TEST_SERVERS.map((server, index) => [server.name, server, index + 1] as const))(
    "%s: no difference on seeded queries, its choices settled or none settled",
    async (_name, server, seed) => {
      const { ask, mirror } = await serveV1(server);
      const queries = v1TestQueries(seed, QUERIES, mirror);
      // Nothing settled but the cap (undefined there means no cap): every reading allowed.
      const unsettled = server.choices.v1Cap === undefined ? {} : { v1Cap: server.choices.v1Cap };
      for (const choices of [server.choices, unsettled]) {
        const judged = await judgeV1(ask, mirror, choices, queries);
        expect(differing(judged)).toEqual([]);
        // Nearly every drawn query lies inside, and most expect rows (the check is not vacuous).
        expect(judged.length).toBeGreaterThan(QUERIES * 0.9);
        const nonEmpty = judged.filter(({ expectation }) => expectation.nonEmpty);
        expect(nonEmpty.length).toBeGreaterThan(QUERIES * 0.4);
      }
    },
  );
});
