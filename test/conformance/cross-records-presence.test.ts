import { checkCrossRecords } from "../../src/conformance/checks/check-cross-records";
import { exchangeOf, page } from "./helpers/exchange-of";

/** One v2 record and its v1 row, at one place and instant; `shown` is the v1 presence column. */
function pair(present: boolean, shown: number) {
  const item = {
    id: "a",
    date: "2024-01-01T12:00:00.000Z",
    latitude: "-22.9000000000",
    longitude: "-43.2000000000",
    victims: [],
    agentPresence: present,
  };
  const row = {
    id_ocorrencia: 1,
    data_ocorrencia: "2024-01-01 09:00:00",
    latitude_ocorrencia: -22.9,
    longitude_ocorrencia: -43.2,
    populacao_cidade: 1000,
    estado_id: 19,
    presen_agen_segur_ocorrencia: shown,
  };
  const v2 = exchangeOf(
    "/api/v2/occurrences",
    {},
    page({ page: 1, take: 25, itemCount: 1 }, [item]),
  );
  const v1 = exchangeOf("/api/v1/occurrences", {}, [row]);
  return checkCrossRecords(v2, v1, [row], { Populacao: 1000, EstadoId: 19 });
}

describe("checkCrossRecords: the presence of security agents", () => {
  test("a v1 row showing agents where its v2 record has none fails", () => {
    expect(pair(false, 1).failures.map((f) => f.message)).toEqual([
      "v1 row 1 differs from its v2 record a in presen_agen_segur_ocorrencia",
    ]);
  });

  test("the same presence in both versions holds, witnessed", () => {
    const outcome = pair(true, 1);
    expect(outcome.failures).toEqual([]);
    expect(outcome.witness).toBeDefined();
    expect(pair(false, 0).failures).toEqual([]);
  });
});
