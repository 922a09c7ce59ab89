import { exchangeOf } from "../helpers/exchange-of";
import { checkV1Rows } from "../../../src/conformance/checks/check-consistency";

/** An exchange of a v1 path answering a body. */
const CITIES = exchangeOf("/api/v1/cities", {}, [
  { CidadeId: 1, EstadoId: 1, Cidade: "Niterói", CodigoIBGE: 3303302, Gentilico: "niteroiense" },
  {
    CidadeId: 2,
    EstadoId: 1,
    Cidade: "Maricá",
    CodigoIBGE: 3302700,
    Gentilico: "maricaense",
    Populacao: 197277,
    DensidadeDemografica: "544.02",
  },
]);

/** An occurrence row of city 2 with its city columns as given. */
function rowOfCity2(columns: Record<string, unknown>): Record<string, unknown> {
  return { id_ocorrencia: 7, cidade_id: 2, nome_cidade: "Maricá", ...columns };
}

describe("v1 occurrence rows repeat their city's columns of GET /cities", () => {
  test("the city's code, demonym (case and accents aside) and state pass", () => {
    const rows = [
      rowOfCity2({ cod_ibge_cidade: 3302700, gentilico_cidade: "MARICAENSE", estado_id: 1 }),
    ];
    const checked = checkV1Rows(CITIES, [exchangeOf("/api/v1/occurrences", {}, rows)]);
    expect(checked?.failures).toEqual([]);
  });

  test("nome_cidade without the accents of the city's Cidade fails v1.consistency; in capitals it passes", () => {
    const rows = (name: string) => [
      exchangeOf("/api/v1/occurrences", {}, [rowOfCity2({ nome_cidade: name })]),
    ];
    for (const name of ["Maricá ", "MARICÁ", "maricá"])
      expect(checkV1Rows(CITIES, rows(name))?.failures).toEqual([]);
    for (const name of ["MARICA", "Marica"]) {
      const checked = checkV1Rows(CITIES, rows(name));
      expect(checked?.failures.map((each) => each.message)).toEqual(["cidade_id 2 has two names"]);
      expect(checked?.failures[0]?.seen).toBe(JSON.stringify(name));
    }
  });

  test("another city's code or demonym fails v1.consistency, naming the column", () => {
    for (const wrong of [
      { cod_ibge_cidade: 3303302 },
      { gentilico_cidade: "niteroiense" },
      { estado_id: 2 },
    ]) {
      const rows = [rowOfCity2(wrong)];
      const checked = checkV1Rows(CITIES, [exchangeOf("/api/v1/occurrences", {}, rows)]);
      expect(checked?.failures.map((each) => each.check)).toEqual(["v1.consistency"]);
      expect(checked?.failures[0]?.message).toContain(Object.keys(wrong)[0]);
    }
  });

  test("population and density compare as numbers: the density's decimal string may be written otherwise", () => {
    const rows = [
      rowOfCity2({ populacao_cidade: "197277", densidade_demo_cidade: "544.020" }),
      { ...rowOfCity2({ densidade_demo_cidade: 544.02 }), id_ocorrencia: 8 },
    ];
    const checked = checkV1Rows(CITIES, [exchangeOf("/api/v1/occurrences", {}, rows)]);
    expect(checked?.failures).toEqual([]);
  });

  test("a density cut to an integer, or another population, fails v1.consistency", () => {
    for (const wrong of [{ densidade_demo_cidade: "544" }, { populacao_cidade: 197000 }]) {
      const checked = checkV1Rows(CITIES, [
        exchangeOf("/api/v1/occurrences", {}, [rowOfCity2(wrong)]),
      ]);
      expect(checked?.failures.map((each) => each.check)).toEqual(["v1.consistency"]);
      expect(checked?.failures[0]?.message).toContain(Object.keys(wrong)[0]);
    }
  });

  test("cod_ibge_estado is the state part of a seven-digit cod_ibge_cidade (codes as strings too)", () => {
    const ok = [rowOfCity2({ cod_ibge_cidade: "3302700", cod_ibge_estado: "33" })];
    expect(checkV1Rows(CITIES, [exchangeOf("/api/v1/occurrences", {}, ok)])?.failures).toEqual([]);
    const wrong = [rowOfCity2({ cod_ibge_cidade: 3302700, cod_ibge_estado: 32 })];
    const checked = checkV1Rows(CITIES, [exchangeOf("/api/v1/occurrences", {}, wrong)]);
    expect(checked?.failures.map((each) => each.message)).toEqual([
      "row 7: cod_ibge_estado is not the state part of cod_ibge_cidade 3302700",
    ]);
  });

  test("uf_estado is the federative unit of cod_ibge_estado in IBGE's table (letter case aside)", () => {
    const rows = (uf: string, code: number | string) => [
      exchangeOf("/api/v1/occurrences", {}, [rowOfCity2({ uf_estado: uf, cod_ibge_estado: code })]),
    ];
    for (const [uf, code] of [
      ["RJ", 33],
      ["rj", "33"],
      ["PA", 15],
      ["XX", 99],
    ] as const)
      expect(checkV1Rows(CITIES, rows(uf, code))?.failures).toEqual([]);
    // Rio de Janeiro's first two letters, and Paraíba's code for Pará.
    for (const [uf, code, expected] of [
      ["RI", 33, "RJ"],
      ["PA", 25, "PB"],
    ] as const) {
      const checked = checkV1Rows(CITIES, rows(uf, code));
      expect(checked?.failures.map((each) => each.message)).toEqual([
        `row 7: uf_estado is not the federative unit of cod_ibge_estado ${code} (IBGE)`,
      ]);
      expect(checked?.failures[0]?.expected).toBe(JSON.stringify(expected));
    }
  });

  test("one estado_id with two uf_estado or two cod_ibge_estado values fails v1.consistency", () => {
    for (const [column, first, second] of [
      ["uf_estado", "RJ", "PB"],
      ["cod_ibge_estado", 33, 25],
    ] as const) {
      const rows = [
        { id_ocorrencia: 1, estado_id: 1, [column]: first },
        { id_ocorrencia: 2, estado_id: 1, [column]: second },
        { id_ocorrencia: 3, estado_id: 2, [column]: second },
      ];
      const checked = checkV1Rows(undefined, [exchangeOf("/api/v1/occurrences", {}, rows)]);
      expect(checked?.failures.map((each) => each.message)).toEqual([
        `estado_id 1 has two ${column} values`,
      ]);
    }
  });

  test("rows of a field[] that leaves the columns out are not judged on them", () => {
    const checked = checkV1Rows(CITIES, [exchangeOf("/api/v1/occurrences", {}, [rowOfCity2({})])]);
    expect(checked?.failures).toEqual([]);
  });
});
