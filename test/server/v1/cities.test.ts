import { coreRequest as request } from "../helpers/core-request";
import type { V1CityRow } from "../../../src/generated/types";
import { validate } from "../../../src/schemas";
import { FIXTURE_CITIES } from "../../query/v1/v1-fixture";
import { createV1TestApp } from "./v1-test-app";

const app = createV1TestApp();
const names = (rows: readonly V1CityRow[]): string[] => rows.map((row) => row.Cidade);

async function getCities(query: string): Promise<V1CityRow[]> {
  const response = await request(app).get(`/api/v1/cities${query}`);
  expect(response.status).toBe(200);
  expect(validate("v1/cities-response", response.body)).toEqual([]);
  expect(validate("v1/cities-response", response.body, { strict: true })).toEqual([]);
  return response.body as V1CityRow[];
}

const q = (text: string): string => encodeURIComponent(text);

describe("GET /api/v1/cities", () => {
  test("no parameters -> every city row, in CidadeId order", async () => {
    expect(await getCities("")).toEqual(FIXTURE_CITIES);
  });

  test.each<[string, string, string[]]>([
    [
      "Populacao[gt]=1488920 -> at or above: Recife (1488920) kept",
      "?Populacao[gt]=1488920",
      ["Rio de Janeiro", "Recife", "Salvador"],
    ],
    [
      "Populacao[lt]=481749 -> at or below: Niterói (481749) kept",
      "?Populacao[lt]=481749",
      ["Niterói", "São João de Meriti", "Ananindeua"],
    ],
    [
      "Populacao[gt]=500000&Populacao[lt]=1000000 -> between",
      "?Populacao[gt]=500000&Populacao[lt]=1000000",
      ["São Gonçalo", "Jaboatão dos Guararapes"],
    ],
    ["EstadoId=2 -> the cities of state 2", "?EstadoId=2", ["Recife", "Jaboatão dos Guararapes"]],
    ["EstadoId=99 -> nothing", "?EstadoId=99", []],
    ["Cidade[lk]=Rio% -> prefix match", "?Cidade[lk]=Rio%25", ["Rio de Janeiro"]],
    ["Cidade[lk]=rio -> whole name must match: nothing", "?Cidade[lk]=rio", []],
    [
      `Cidade[lk]=${q("São%")} -> prefix with accents`,
      `?Cidade[lk]=${q("São%")}`,
      ["São Gonçalo", "São João de Meriti"],
    ],
    [
      "Cidade[lk]=SAO% -> case- and accent-insensitive",
      "?Cidade[lk]=SAO%25",
      ["São Gonçalo", "São João de Meriti"],
    ],
    ["Cidade[lk]=%25joao%25 -> substring", "?Cidade[lk]=%25joao%25", ["São João de Meriti"]],
    ["Cidade[lk]=bel_m -> _ is one character", "?Cidade[lk]=bel_m", ["Belém"]],
    [
      "Cidade[lk]=%a%&EstadoId=1&Populacao[gt]=450000 -> AND of all",
      "?Cidade[lk]=%25a%25&EstadoId=1&Populacao[gt]=450000",
      ["Rio de Janeiro", "São Gonçalo"],
    ],
    [`Cidade=${q("Niterói")} -> exact name`, `?Cidade=${q("Niterói")}`, ["Niterói"]],
    ["Cidade=niteroi -> nothing (equality is exact)", "?Cidade=niteroi", []],
    ["CodigoIBGE=2927408 -> Salvador", "?CodigoIBGE=2927408", ["Salvador"]],
    ["Gentilico=belenense -> Belém", "?Gentilico=belenense", ["Belém"]],
    ["Area=190 -> Ananindeua", "?Area=190", ["Ananindeua"]],
    ["CidadeId=5 -> Recife", "?CidadeId=5", ["Recife"]],
    ["Populacao=6211223 -> Rio", "?Populacao=6211223", ["Rio de Janeiro"]],
    [
      "DensidadeDemografica=<Niterói's> -> Niterói",
      `?DensidadeDemografica=${(481749 / 134).toFixed(2)}`,
      ["Niterói"],
    ],
    ["PIBPrecoCorrente=31534.25 -> Niterói", "?PIBPrecoCorrente=31534.25", ["Niterói"]],
    [
      "PIBPrecoCorrente=null -> the cities with a null PIB",
      "?PIBPrecoCorrente=null",
      names(FIXTURE_CITIES.filter((row) => row.PIBPrecoCorrente === null)),
    ],
  ])("%s", async (_name, query, expected) => {
    expect(names(await getCities(query))).toEqual(expected);
  });

  test("a pathological LIKE pattern on a very long name -> answers, with the right result", async () => {
    const long: V1CityRow = { ...FIXTURE_CITIES[0]!, CidadeId: 100, Cidade: "a".repeat(50_000) };
    const slowApp = createV1TestApp(
      {},
      { occurrenceRows: () => [], cityRows: () => [...FIXTURE_CITIES, long] },
    );
    const pattern = encodeURIComponent("%a%a%a%a%a%a%a%a%b");
    const response = await request(slowApp).get(`/api/v1/cities?Cidade[lk]=${pattern}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    const matching = encodeURIComponent("%a%a%a%a%a%a%a%a%a");
    const found = await request(slowApp).get(
      `/api/v1/cities?Cidade[lk]=${matching}&field[]=CidadeId`,
    );
    expect(found.body).toEqual([{ CidadeId: 100 }]);
  });

  test.each<[string, string, string[]]>([
    ["field[]=Cidade -> only Cidade", "?field[]=Cidade", ["Cidade"]],
    [
      "field[]=Populacao&field[]=CidadeId&field[]=Cidade -> the definitions' order",
      "?field[]=Populacao&field[]=CidadeId&field[]=Cidade",
      ["CidadeId", "Cidade", "Populacao"],
    ],
    [
      "field[]=PIBPrecoCorrente&field[]=PIBPrecoCorrente -> once, null values kept",
      "?field[]=PIBPrecoCorrente&field[]=PIBPrecoCorrente",
      ["PIBPrecoCorrente"],
    ],
  ])("%s", async (_name, query, columns) => {
    const response = await request(app).get(`/api/v1/cities${query}`);
    expect(response.status).toBe(200);
    const rows = response.body as Record<string, unknown>[];
    expect(rows).toHaveLength(FIXTURE_CITIES.length);
    rows.forEach((row, index) => {
      expect(Object.keys(row)).toEqual(columns);
      const violations = validate("v1/city-row", row);
      expect(violations.every((violation) => violation.rule === "required")).toBe(true);
      expect(violations).toHaveLength(9 - columns.length);
      const full = FIXTURE_CITIES[index] as unknown as Record<string, unknown>;
      for (const column of columns) expect(row[column]).toEqual(full[column]);
    });
  });
});
