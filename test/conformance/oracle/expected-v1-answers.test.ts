import { createOracle } from "../../../src/conformance/oracle/create-oracle";
import { differing, judgeV1, rejudgeV1, serveV1 } from "./judge-v1";
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
      const settled = await judgeV1(ask, mirror, server.choices, queries);
      for (const judged of [settled, rejudgeV1(settled, mirror, unsettled)]) {
        expect(differing(judged)).toEqual([]);
        // Nearly every drawn query lies inside, and most expect rows (the check is not vacuous).
        expect(judged.length).toBeGreaterThan(QUERIES * 0.9);
        const nonEmpty = judged.filter(({ expectation }) => expectation.nonEmpty);
        expect(nonEmpty.length).toBeGreaterThan(QUERIES * 0.4);
      }
    },
  );
});

describe("the oracle judges only v1 queries whose rows all lie in the mirror", () => {
  it.each([
    ["another state", [["estado_id[]", "2"]], "not all of the mirror's v1 state"],
    [
      "the window's state and another",
      [
        ["estado_id[]", "1"],
        ["estado_id[]", "2"],
      ],
      "v1 state",
    ],
    ["no date bound", [["estado_id[]", "1"]], "needs both"],
    [
      "one date bound",
      [
        ["estado_id[]", "1"],
        ["data_ocorrencia[gt]", "2018-01-10"],
      ],
      "needs both",
    ],
    [
      "a day past the window",
      [
        ["estado_id[]", "1"],
        ["data_ocorrencia[gt]", "2018-01-10"],
        ["data_ocorrencia[lt]", "2018-01-21"],
      ],
      "not inside the mirror's window",
    ],
    [
      "a column equality api-v1 does not list",
      [
        ["estado_id[]", "1"],
        ["nome_cidade", "Niterói"],
      ],
      "nome_cidade is not a parameter api-v1 lists",
    ],
    [
      "a bound given twice",
      [
        ["estado_id[]", "1"],
        ["data_ocorrencia[gt]", "2018-01-10"],
        ["data_ocorrencia[gt]", "2018-01-11"],
        ["data_ocorrencia[lt]", "2018-01-12"],
      ],
      "given 2 times",
    ],
    [
      "a date of no documented form",
      [
        ["estado_id[]", "1"],
        ["data_ocorrencia[gt]", "10/01/2018"],
        ["data_ocorrencia[lt]", "2018-01-12"],
      ],
      "data_ocorrencia[gt] has a value api-v1 does not define",
    ],
    [
      "a column field[] does not know",
      [
        ["EstadoId", "1"],
        ["field[]", "Nome"],
      ],
      "field[] has a value",
    ],
  ] as const)("%s: outside, with the reason", async (_case, pairs, reason) => {
    const server = V1_TEST_SERVERS[0];
    if (server === undefined) throw new Error("no test server");
    const { mirror } = await serveV1(server);
    const operation = pairs.some(([name]) => name === "EstadoId") ? "v1-cities" : "v1-occurrences";
    const expected = createOracle(mirror, server.choices).expect({ operation, query: pairs });
    expect(expected).toEqual({ inside: false, reason: expect.stringContaining(reason) });
  });

  it("a city of another state with the window's state: inside, an empty list expected", async () => {
    const server = V1_TEST_SERVERS[0];
    if (server === undefined) throw new Error("no test server");
    const { ask, mirror } = await serveV1(server);
    const other = (mirror.v1Cities ?? []).find((city) => city.EstadoId !== mirror.window.v1StateId);
    const pairs: [string, string][] = [
      ["estado_id[]", String(mirror.window.v1StateId)],
      ["cidade_id[]", String(other?.CidadeId)],
      ["data_ocorrencia[gt]", mirror.window.firstDay],
      ["data_ocorrencia[lt]", mirror.window.lastDay],
    ];
    const expected = createOracle(mirror, server.choices).expect({
      operation: "v1-occurrences",
      query: pairs,
    });
    if (!expected.inside) throw new Error(expected.reason);
    expect(expected.expectation.nonEmpty).toBe(false);
    expect(expected.expectation.differences(await ask("v1-occurrences", pairs))).toEqual([]);
  });
});
