import type { CheckInput } from "../../../src/conformance/check-input";
import { checkMirrorPairs } from "../../../src/conformance/checks/check-mirror-pairs";
import type { Mirror } from "../../../src/conformance/oracle/mirror";

const EXCHANGE: CheckInput = {
  method: "GET",
  url: "http://mirror.invalid/api/v1/occurrences",
  path: "/api/v1/occurrences",
  query: [],
  status: 200,
  headers: {},
  body: [],
};

/** A v2 victim of a kind. */
function victim(situation: string, personType: string): Record<string, unknown> {
  return { situation, personType };
}

/** A mirror of one v2 record and its v1 row (same place and instant), victims and counts given. */
function mirrorOf(
  victims: readonly Record<string, unknown>[],
  counts: readonly [number, number, number, number],
  presence: { agentPresence: boolean; shown: number } = { agentPresence: true, shown: 1 },
  addresses: { address?: string; shown?: string } = {},
): Mirror {
  const [mortoCivil, mortoAgente, feridoCivil, feridoAgente] = counts;
  return {
    window: { stateUuid: "s", v1StateId: 1, firstDay: "2020-01-01", lastDay: "2020-01-03" },
    v2Occurrences: [
      {
        id: "a",
        date: "2020-01-02T12:00:00.000Z",
        latitude: "-22.1000000000",
        longitude: "-43.2000000000",
        agentPresence: presence.agentPresence,
        victims,
        ...(addresses.address === undefined ? {} : { address: addresses.address }),
      },
    ],
    v2Cities: [],
    v1Occurrences: [
      {
        id_ocorrencia: 1,
        data_ocorrencia: "2020-01-02 12:00:00",
        latitude_ocorrencia: "-22.1000000000",
        longitude_ocorrencia: "-43.2000000000",
        presen_agen_segur_ocorrencia: presence.shown,
        qtd_morto_civil_ocorrencia: mortoCivil,
        qtd_morto_agen_segur_ocorrencia: mortoAgente,
        qtd_ferido_civil_ocorrencia: feridoCivil,
        qtd_ferido_agen_segur_ocorrencia: feridoAgente,
        ...(addresses.shown === undefined ? {} : { local_ocorrencia: addresses.shown }),
      },
    ],
  } as unknown as Mirror;
}

const TWO_DEAD_CIVILIANS = [
  victim("Dead", "Civilian"),
  victim("Dead", "Civilian"),
  victim("Wounded", "Agent"),
];

describe("the mirror's v1 rows count their v2 records' victims, kind by kind, and their agents", () => {
  test("counts that agree with the victims pass, witnessed by the pair", () => {
    const checked = checkMirrorPairs(mirrorOf(TWO_DEAD_CIVILIANS, [2, 0, 0, 1]), EXCHANGE);
    expect(checked?.failures).toEqual([]);
    expect(checked?.witness).toBeDefined();
  });

  test("two dead civilians counted as one fail cross.records, naming the column", () => {
    const checked = checkMirrorPairs(mirrorOf(TWO_DEAD_CIVILIANS, [1, 0, 0, 1]), EXCHANGE);
    expect(checked?.failures.map((each) => each.check)).toEqual(["cross.records"]);
    expect(checked?.failures[0]?.seen).toContain("victims 2");
  });

  test("a dead civilian counted as wounded fails though the total agrees", () => {
    const checked = checkMirrorPairs(mirrorOf(TWO_DEAD_CIVILIANS, [1, 0, 1, 1]), EXCHANGE);
    expect(checked?.failures[0]?.seen).toContain("qtd_morto_civil_ocorrencia 1");
  });

  test("victims of a person type not known: only the total is compared", () => {
    const victims = [victim("Dead", "Military police"), victim("Wounded", "Civilian")];
    expect(checkMirrorPairs(mirrorOf(victims, [1, 0, 1, 0]), EXCHANGE)?.failures).toEqual([]);
    expect(checkMirrorPairs(mirrorOf(victims, [0, 1, 1, 0]), EXCHANGE)?.failures).toEqual([]);
    expect(checkMirrorPairs(mirrorOf(victims, [0, 0, 1, 0]), EXCHANGE)?.failures).toHaveLength(1);
  });

  test("a victim of a situation not known (not shown by the spec): the row is not judged", () => {
    const victims = [victim("Dead", "Civilian"), victim("Unharmed", "Civilian")];
    expect(checkMirrorPairs(mirrorOf(victims, [1, 0, 0, 0]), EXCHANGE)?.failures).toEqual([]);
  });

  test("presen_agen_segur_ocorrencia 0 exactly when agentPresence is false; other values read as present", () => {
    const counts = [2, 0, 0, 1] as const;
    const judged = (agentPresence: boolean, shown: number) =>
      checkMirrorPairs(mirrorOf(TWO_DEAD_CIVILIANS, counts, { agentPresence, shown }), EXCHANGE)
        ?.failures.length;
    expect([judged(true, 1), judged(true, 2), judged(false, 0)]).toEqual([0, 0, 0]);
    expect([judged(true, 0), judged(false, 1)]).toEqual([1, 1]);
  });
});

describe("the mirror's v1 rows show their v2 records' address", () => {
  const ADDRESS = "Rua Sete de Setembro, Salvador - BA, Brasil";
  const judged = (shown?: string) =>
    checkMirrorPairs(
      mirrorOf(TWO_DEAD_CIVILIANS, [2, 0, 0, 1], undefined, { address: ADDRESS, shown }),
      EXCHANGE,
    )?.failures ?? [];

  test("the same address, its case, accents and white space aside, passes", () => {
    expect(judged(ADDRESS)).toEqual([]);
    expect(judged(" RUA SETE DE  SETEMBRO, SALVADOR - BA, BRASIL ")).toEqual([]);
  });

  test("an address cut short fails cross.records, naming both", () => {
    const failures = judged(ADDRESS.slice(0, 30));
    expect(failures.map((each) => each.check)).toEqual(["cross.records"]);
    expect(failures[0]?.seen).toContain(JSON.stringify(ADDRESS));
    expect(failures[0]?.seen).toContain(JSON.stringify(ADDRESS.slice(0, 30)));
  });

  test("a row without local_ocorrencia (a field[] projection) is not judged on it", () => {
    expect(judged(undefined)).toEqual([]);
  });
});
