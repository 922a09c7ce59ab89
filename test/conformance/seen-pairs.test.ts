import { exchangeOf } from "./helpers/exchange-of";
import { checkSeenPairs } from "../../src/conformance/checks/check-seen-pairs";
import { seenPairs, seenV2Records } from "../../src/conformance/checks/seen-pairs";
import { checkSeenDates } from "../../src/conformance/checks/check-seen-dates";

/** An answer of a path with a body. */
/** A v2 record at a place, with its presence of agents, state and city. */
function record(id: string, at: number, presence: boolean, state = "Pará", city = "Belém") {
  return {
    id,
    date: "2020-01-02T12:00:00.000Z",
    latitude: `-1.${at}`,
    longitude: `-48.${at}`,
    agentPresence: presence,
    victims: [{ situation: "Dead", personType: "Civilian" }],
    state: { id: "s", name: state },
    city: { id: "c", name: city.toUpperCase() },
  };
}

/** The v1 row of a record at a place, as the unfiltered list's columns show it. */
function row(id: number, at: number, shown: number, state = "Pará", city = "Belém") {
  return {
    id_ocorrencia: id,
    estado_id: 3,
    latitude_ocorrencia: `-1.${at}`,
    longitude_ocorrencia: `-48.${at}`,
    presen_agen_segur_ocorrencia: shown,
    qtd_morto_civil_ocorrencia: 1,
    qtd_morto_agen_segur_ocorrencia: 0,
    qtd_ferido_civil_ocorrencia: 0,
    qtd_ferido_agen_segur_ocorrencia: 0,
    nome_estado: state,
    nome_cidade: city,
  };
}

const V2 = exchangeOf(
  "/api/v2/occurrences",
  {},
  {
    data: [record("a", 1, true), record("b", 2, false)],
  },
);

describe("cross.records over every record the run met in both versions (checkSeenPairs)", () => {
  test("pairs that agree pass, witnessed by the v1 answer that paired", () => {
    const v1 = exchangeOf("/api/v1/occurrences", { all: 1 }, [row(1, 1, 1), row(2, 2, 0)]);
    const checked = checkSeenPairs(seenPairs(seenV2Records([V2]), [v1]));
    expect(checked?.failures).toEqual([]);
    expect(checked?.witness).toContain("/api/v1/occurrences");
  });

  test("presence of agents inverted on one record fails, naming the row and the column", () => {
    const v1 = exchangeOf("/api/v1/occurrences", {}, [row(1, 1, 1), row(2, 2, 1)]);
    const checked = checkSeenPairs(seenPairs(seenV2Records([V2]), [v1]));
    expect(checked?.failures).toHaveLength(1);
    expect(checked?.failures[0]?.seen).toContain("v1 2 presen_agen_segur_ocorrencia");
  });

  test("a state's name with its accents dropped fails; in capitals it holds", () => {
    const capitals = [row(1, 1, 1, "PARÁ"), row(2, 2, 0)];
    expect(
      checkSeenPairs(
        seenPairs(seenV2Records([V2]), [exchangeOf("/api/v1/occurrences", {}, capitals)]),
      )?.failures,
    ).toEqual([]);
    const unaccented = [row(1, 1, 1), row(2, 2, 0, "Para")];
    expect(
      checkSeenPairs(
        seenPairs(seenV2Records([V2]), [exchangeOf("/api/v1/occurrences", {}, unaccented)]),
      )?.failures[0]?.seen,
    ).toContain('nome_estado "Para"');
  });

  test("another state's or city's name fails (a city's case and accents aside)", () => {
    const otherState = [row(1, 1, 1, "PARÁ"), row(2, 2, 0, "Paraíba")];
    expect(
      checkSeenPairs(
        seenPairs(seenV2Records([V2]), [exchangeOf("/api/v1/occurrences", {}, otherState)]),
      )?.failures[0]?.seen,
    ).toContain("nome_estado");
    const otherCity = [row(1, 1, 1, "Pará", "Ananindeua"), row(2, 2, 0)];
    expect(
      checkSeenPairs(
        seenPairs(seenV2Records([V2]), [exchangeOf("/api/v1/occurrences", {}, otherCity)]),
      )?.failures[0]?.seen,
    ).toContain("nome_cidade");
  });

  test("a row met first with fewer columns is judged by its fullest reading", () => {
    const narrow = exchangeOf("/api/v1/occurrences", {}, [{ id_ocorrencia: 2, estado_id: 3 }]);
    const full = exchangeOf("/api/v1/occurrences", {}, [row(1, 1, 1), row(2, 2, 1)]);
    expect(checkSeenPairs(seenPairs(seenV2Records([V2]), [narrow, full]))?.failures).toHaveLength(
      1,
    );
  });

  test("no record paired by place: not applied", () => {
    const v1 = exchangeOf("/api/v1/occurrences", {}, [row(1, 7, 1)]);
    expect(checkSeenPairs(seenPairs(seenV2Records([V2]), [v1]))).toBeUndefined();
  });
});

describe("cross.dates over every pair the run met (checkSeenDates)", () => {
  const BRASILIA = -3 * 3_600_000;
  const dated = (shown: string) => ({ ...row(1, 1, 1), data_ocorrencia: shown });

  test("a row showing its record's date in the settled zone passes (failures only: undefined)", () => {
    const v1 = exchangeOf("/api/v1/occurrences", {}, [dated("2020-01-02 09:00:00")]);
    expect(checkSeenDates(seenPairs(seenV2Records([V2]), [v1]), BRASILIA)).toBeUndefined();
  });

  test("a row on another clock fails, naming the row, its record and the zone", () => {
    const v1 = exchangeOf("/api/v1/occurrences", {}, [dated("2020-01-02 12:00:00")]);
    const checked = checkSeenDates(seenPairs(seenV2Records([V2]), [v1]), BRASILIA);
    expect(checked?.check).toBe("cross.dates");
    expect(checked?.failures[0]?.message).toContain("v1 row 1");
    expect(checked?.failures[0]?.expected).toContain("UTC-03:00");
  });

  test("a row without its date is set aside", () => {
    const v1 = exchangeOf("/api/v1/occurrences", {}, [row(1, 1, 1)]);
    expect(checkSeenDates(seenPairs(seenV2Records([V2]), [v1]), BRASILIA)).toBeUndefined();
  });
});
