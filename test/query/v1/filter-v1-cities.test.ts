import type { V1CitiesQuery, V1CityRow } from "../../../src/generated/types";
import {
  createV1CityFilter,
  V1_FILTER_DEFAULTS,
  type V1FilterSettings,
} from "../../../src/query/v1";
import { FIXTURE_CITIES } from "./v1-fixture";

/** The rows a v1 cities query selects, in their given order (the filter the routes apply). */
function filterV1Cities(
  rows: readonly V1CityRow[],
  query: V1CitiesQuery,
  settings: Pick<V1FilterSettings, "bounds"> = V1_FILTER_DEFAULTS,
): V1CityRow[] {
  return rows.filter(createV1CityFilter(query, settings));
}

const names = (rows: readonly V1CityRow[]): string[] => rows.map((row) => row.Cidade);

describe("filterV1Cities", () => {
  test.each<[string, V1CitiesQuery, string[]]>([
    ["no parameters -> every city", {}, names(FIXTURE_CITIES)],
    [
      "Populacao[gt]=1488920 -> at or above (inclusive, the default): Recife itself is in",
      { "Populacao[gt]": 1488920 },
      ["Rio de Janeiro", "Recife", "Salvador"],
    ],
    [
      "Populacao[lt]=481749 -> at or below: Niterói itself is in",
      { "Populacao[lt]": 481749 },
      ["Niterói", "São João de Meriti", "Ananindeua"],
    ],
    [
      "Populacao[gt]=500000 and Populacao[lt]=1000000 -> between",
      { "Populacao[gt]": 500000, "Populacao[lt]": 1000000 },
      ["São Gonçalo", "Jaboatão dos Guararapes"],
    ],
    ["EstadoId=4 -> the cities of state 4", { EstadoId: 4 }, ["Belém", "Ananindeua"]],
    ["Cidade[lk]=São% -> prefix", { "Cidade[lk]": "São%" }, ["São Gonçalo", "São João de Meriti"]],
    [
      "Cidade[lk]=sao% -> prefix, case- and accent-insensitive",
      { "Cidade[lk]": "sao%" },
      ["São Gonçalo", "São João de Meriti"],
    ],
    ["Cidade[lk]=%JOAO% -> substring", { "Cidade[lk]": "%JOAO%" }, ["São João de Meriti"]],
    ["Cidade[lk]=Recif -> whole name: no match", { "Cidade[lk]": "Recif" }, []],
    ["Cidade[lk]=bel_m -> one character for _", { "Cidade[lk]": "bel_m" }, ["Belém"]],
    [
      "Cidade[lk]=%a% and EstadoId=1 and Populacao[gt]=450000 -> AND of all three",
      { "Cidade[lk]": "%a%", EstadoId: 1, "Populacao[gt]": 450000 },
      ["Rio de Janeiro", "São Gonçalo"],
    ],
    ["Cidade=Niterói -> exact name", { Cidade: "Niterói" }, ["Niterói"]],
    ["Cidade=niterói -> nothing (equality is case-sensitive)", { Cidade: "niterói" }, []],
    ["CodigoIBGE=2611606 -> Recife", { CodigoIBGE: 2611606 }, ["Recife"]],
    ["Gentilico=carioca -> Rio", { Gentilico: "carioca" }, ["Rio de Janeiro"]],
    ["Area=218 -> Recife", { Area: 218 }, ["Recife"]],
    ["Populacao=481749 -> Niterói", { Populacao: 481749 }, ["Niterói"]],
    ["CidadeId=9 -> Ananindeua", { CidadeId: 9 }, ["Ananindeua"]],
    [
      "DensidadeDemografica=exact string -> that city",
      { DensidadeDemografica: (481749 / 134).toFixed(2) },
      ["Niterói"],
    ],
    [
      "PIBPrecoCorrente=null -> cities whose PIB is null",
      { PIBPrecoCorrente: null },
      names(FIXTURE_CITIES.filter((row) => row.PIBPrecoCorrente === null)),
    ],
    ["PIBPrecoCorrente=31534.25 (number) -> Niterói", { PIBPrecoCorrente: 31534.25 }, ["Niterói"]],
    [
      "PIBPrecoCorrente=18765.40 (number) -> São Gonçalo, whose PIB is the string 18765.4",
      { PIBPrecoCorrente: 18765.4 },
      ["São Gonçalo"],
    ],
  ])("%s", (_name, query, expected) => {
    expect(names(filterV1Cities(FIXTURE_CITIES, query))).toEqual(expected);
  });

  test.each<[string, V1CitiesQuery, string[]]>([
    [
      "exclusive: Populacao[gt]=1488920 -> strictly above: Recife itself is out",
      { "Populacao[gt]": 1488920 },
      ["Rio de Janeiro", "Salvador"],
    ],
    [
      "exclusive: Populacao[lt]=481749 -> strictly below: Niterói itself is out",
      { "Populacao[lt]": 481749 },
      ["São João de Meriti", "Ananindeua"],
    ],
  ])("%s", (_name, query, expected) => {
    expect(names(filterV1Cities(FIXTURE_CITIES, query, { bounds: "exclusive" }))).toEqual(expected);
  });
});
