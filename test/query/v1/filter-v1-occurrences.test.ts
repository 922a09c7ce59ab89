import type { V1OccurrenceRow, V1OccurrencesQuery } from "../../../src/generated/types";
import {
  createV1OccurrenceFilter,
  V1_FILTER_DEFAULTS,
  type V1FilterSettings,
} from "../../../src/query/v1";
import { validate } from "../../../src/schemas";
import { FIXTURE_CITIES, fixtureOccurrences } from "./v1-fixture";

/** The rows a v1 occurrences query selects, in their given order (the filter the routes apply). */
function filterV1Occurrences(
  rows: readonly V1OccurrenceRow[],
  query: V1OccurrencesQuery,
  settings: V1FilterSettings = V1_FILTER_DEFAULTS,
): V1OccurrenceRow[] {
  return rows.filter(createV1OccurrenceFilter(query, settings));
}

const ROWS = fixtureOccurrences(120);
const ids = (rows: readonly V1OccurrenceRow[]): number[] => rows.map((row) => row.id_ocorrencia);
const dayOf = (row: V1OccurrenceRow): string => row.data_ocorrencia.slice(0, 10);

describe("filterV1Occurrences", () => {
  test("no parameters -> every row, in the given order", () => {
    expect(ids(filterV1Occurrences(ROWS, {}))).toEqual(ids(ROWS));
  });

  test.each<[string, V1OccurrencesQuery, (row: V1OccurrenceRow) => boolean]>([
    ["estado_id[]=[1] -> rows of state 1 only", { "estado_id[]": [1] }, (r) => r.estado_id === 1],
    [
      "estado_id[]=[1,2] -> rows of both states only",
      { "estado_id[]": [1, 2] },
      (r) => r.estado_id === 1 || r.estado_id === 2,
    ],
    [
      "cidade_id[]=[2,8] -> rows of either city only",
      { "cidade_id[]": [2, 8] },
      (r) => r.cidade_id === 2 || r.cidade_id === 8,
    ],
    [
      "estado_id[]=[1] and cidade_id[]=[2,5] -> both must hold (AND)",
      { "estado_id[]": [1], "cidade_id[]": [2, 5] },
      (r) => r.cidade_id === 2,
    ],
    [
      "data_ocorrencia[gt]=2024-01-31 -> from 2024-01-31 00:00:00 on (inclusive, the default)",
      { "data_ocorrencia[gt]": "2024-01-31" },
      (r) => dayOf(r) >= "2024-01-31",
    ],
    [
      "data_ocorrencia[lt]=2024-02-01 -> rows up to 2024-02-01 23:59:59",
      { "data_ocorrencia[lt]": "2024-02-01" },
      (r) => dayOf(r) <= "2024-02-01",
    ],
    [
      "data_ocorrencia[gt]=2024-01-31 and [lt]=2024-02-01 -> both boundary days",
      { "data_ocorrencia[gt]": "2024-01-31", "data_ocorrencia[lt]": "2024-02-01" },
      (r) => dayOf(r) === "2024-01-31" || dayOf(r) === "2024-02-01",
    ],
    [
      "data_ocorrencia[gt]=2024-02-01 and [lt]=2024-02-01 -> the rows of 2024-02-01",
      { "data_ocorrencia[gt]": "2024-02-01", "data_ocorrencia[lt]": "2024-02-01" },
      (r) => dayOf(r) === "2024-02-01",
    ],
    [
      "data_ocorrencia[gt]=2024-02-01 and [lt]=2024-01-31 (reversed) -> nothing by default",
      { "data_ocorrencia[gt]": "2024-02-01", "data_ocorrencia[lt]": "2024-01-31" },
      () => false,
    ],
    ["uf_estado=RJ -> rows of RJ", { uf_estado: "RJ" }, (r) => r.uf_estado === "RJ"],
    ["uf_estado=rj -> nothing (strings compare exactly)", { uf_estado: "rj" }, () => false],
    [
      "presen_agen_segur_ocorrencia=1 -> rows with agents present",
      { presen_agen_segur_ocorrencia: 1 },
      (r) => r.presen_agen_segur_ocorrencia === 1,
    ],
    [
      "nome_cidade=Niterói -> rows of Niterói",
      { nome_cidade: "Niterói" },
      (r) => r.nome_cidade === "Niterói",
    ],
    ["nome_cidade=Niteroi -> nothing (accents count)", { nome_cidade: "Niteroi" }, () => false],
    ["id_ocorrencia=7 -> row 7", { id_ocorrencia: 7 }, (r) => r.id_ocorrencia === 7],
    [
      "latitude_ocorrencia=-20.07 -> row 7 (numbers compare numerically)",
      { latitude_ocorrencia: -20.07 },
      (r) => r.id_ocorrencia === 7,
    ],
    [
      "data_ocorrencia='2024-01-31 23:59:59' -> rows with exactly that date and time",
      { data_ocorrencia: "2024-01-31 23:59:59" },
      (r) => r.data_ocorrencia === "2024-01-31 23:59:59",
    ],
    [
      "equality, lists and dates combine with AND",
      {
        "estado_id[]": [1, 4],
        "data_ocorrencia[gt]": "2024-01-25",
        presen_agen_segur_ocorrencia: 0,
        qtd_morto_civil_ocorrencia: 2,
      },
      (r) =>
        [1, 4].includes(r.estado_id) &&
        dayOf(r) >= "2024-01-25" &&
        r.presen_agen_segur_ocorrencia === 0 &&
        r.qtd_morto_civil_ocorrencia === 2,
    ],
    ["field[] does not filter", { "field[]": ["uf_estado"] }, () => true],
  ])("%s", (name, query, expected) => {
    const wanted = ROWS.filter(expected);
    // A case that expects rows must find some in the fixture, or it could not fail.
    expect(wanted.length === 0).toBe(name.includes("-> nothing"));
    expect(ids(filterV1Occurrences(ROWS, query))).toEqual(ids(wanted));
  });

  test.each<[string, V1OccurrencesQuery, V1FilterSettings, (row: V1OccurrenceRow) => boolean]>([
    [
      "exclusive: [gt]=2024-01-31 -> no row dated 2024-01-31, from 2024-02-01 00:00:00 on",
      { "data_ocorrencia[gt]": "2024-01-31" },
      { bounds: "exclusive", reversedRange: "empty" },
      (r) => dayOf(r) >= "2024-02-01",
    ],
    [
      "exclusive: [lt]=2024-02-01 -> rows up to 2024-01-31 23:59:59",
      { "data_ocorrencia[lt]": "2024-02-01" },
      { bounds: "exclusive", reversedRange: "empty" },
      (r) => dayOf(r) <= "2024-01-31",
    ],
    [
      "exclusive: [gt]=2024-01-30 and [lt]=2024-02-01 -> only 2024-01-31",
      { "data_ocorrencia[gt]": "2024-01-30", "data_ocorrencia[lt]": "2024-02-01" },
      { bounds: "exclusive", reversedRange: "empty" },
      (r) => dayOf(r) === "2024-01-31",
    ],
    [
      "exclusive: [gt]=2024-02-01 and [lt]=2024-02-01 -> nothing",
      { "data_ocorrencia[gt]": "2024-02-01", "data_ocorrencia[lt]": "2024-02-01" },
      { bounds: "exclusive", reversedRange: "empty" },
      () => false,
    ],
    [
      "swap: [gt]=2024-02-01 and [lt]=2024-01-31 -> both days, as [gt]=2024-01-31&[lt]=2024-02-01",
      { "data_ocorrencia[gt]": "2024-02-01", "data_ocorrencia[lt]": "2024-01-31" },
      { bounds: "inclusive", reversedRange: "swap" },
      (r) => dayOf(r) === "2024-01-31" || dayOf(r) === "2024-02-01",
    ],
    [
      "swap and exclusive: [gt]=2024-02-01 and [lt]=2024-01-30 -> only 2024-01-31",
      { "data_ocorrencia[gt]": "2024-02-01", "data_ocorrencia[lt]": "2024-01-30" },
      { bounds: "exclusive", reversedRange: "swap" },
      (r) => dayOf(r) === "2024-01-31",
    ],
    [
      "swap leaves a range in order as it is: [gt]=2024-01-31 and [lt]=2024-01-31 -> that day",
      { "data_ocorrencia[gt]": "2024-01-31", "data_ocorrencia[lt]": "2024-01-31" },
      { bounds: "inclusive", reversedRange: "swap" },
      (r) => dayOf(r) === "2024-01-31",
    ],
  ])("%s", (name, query, settings, expected) => {
    const wanted = ROWS.filter(expected);
    expect(wanted.length === 0).toBe(name.includes("-> nothing"));
    expect(ids(filterV1Occurrences(ROWS, query, settings))).toEqual(ids(wanted));
  });

  test("the fixture rows are valid v1 rows", () => {
    expect(validate("v1/occurrences-response", ROWS)).toEqual([]);
    expect(validate("v1/cities-response", FIXTURE_CITIES, { strict: true })).toEqual([]);
  });

  test("the fixture has the edge rows the date cases need", () => {
    const dates = ROWS.map((row) => row.data_ocorrencia);
    expect(dates).toEqual(
      expect.arrayContaining([
        "2024-01-31 00:00:00",
        "2024-01-31 23:59:59",
        "2024-02-01 00:00:00",
        "2024-02-01 23:59:59",
      ]),
    );
    expect(ROWS.filter((row) => row.uf_estado === "RJ").length).toBeGreaterThan(0);
    expect(ROWS.filter((row) => row.presen_agen_segur_ocorrencia === 1).length).toBeGreaterThan(0);
  });
});
