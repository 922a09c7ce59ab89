import { coreRequest as request } from "../helpers/core-request";
import type { V1OccurrenceRow } from "../../../src/generated/types";
import { validate } from "../../../src/schemas";
import { fixtureOccurrences } from "../../query/v1/v1-fixture";
import type { V1RouterOptions } from "../../../src/server/v1";
import { createV1TestApp } from "./v1-test-app";

const app = createV1TestApp();
const ROWS = fixtureOccurrences(120);
const dayOf = (row: V1OccurrenceRow): string => row.data_ocorrencia.slice(0, 10);

async function getRows(query: string): Promise<V1OccurrenceRow[]> {
  const response = await request(app).get(`/api/v1/occurrences${query}`);
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(validate("v1/occurrences-response", response.body)).toEqual([]);
  expect(validate("v1/occurrences-response", response.body, { strict: true })).toEqual([]);
  const rows = response.body as V1OccurrenceRow[];
  expect(response.headers["x-total-count"]).toBe(String(rows.length));
  return rows;
}

describe("GET /api/v1/occurrences filters", () => {
  test("no parameters -> every row, bare array, in id order", async () => {
    const rows = await getRows("");
    expect(rows).toEqual(ROWS);
  });

  test("a trailing ? and no parameters -> every row", async () => {
    expect(await getRows("?")).toHaveLength(ROWS.length);
  });

  test.each<[string, string, (row: V1OccurrenceRow) => boolean]>([
    ["estado_id[]=1 -> rows of state 1 only", "?estado_id[]=1", (r) => r.estado_id === 1],
    [
      "estado_id[]=1&estado_id[]=2 -> rows of both states only",
      "?estado_id[]=1&estado_id[]=2",
      (r) => r.estado_id === 1 || r.estado_id === 2,
    ],
    [
      "estado_id%5B%5D=3 (brackets percent-encoded) -> same as estado_id[]=3",
      "?estado_id%5B%5D=3",
      (r) => r.estado_id === 3,
    ],
    [
      "cidade_id[]=2&cidade_id[]=8 -> rows of either city only",
      "?cidade_id[]=2&cidade_id[]=8",
      (r) => r.cidade_id === 2 || r.cidade_id === 8,
    ],
    [
      "estado_id[]=99 -> nothing (no such state: an empty array, not an error)",
      "?estado_id[]=99",
      () => false,
    ],
    [
      "data_ocorrencia[gt]=2024-01-31 -> from 2024-01-31 00:00:00 on (the bound's day kept)",
      "?data_ocorrencia[gt]=2024-01-31",
      (r) => dayOf(r) >= "2024-01-31",
    ],
    [
      "data_ocorrencia[lt]=2024-02-01 -> rows up to 2024-02-01 23:59:59 (the bound's day kept)",
      "?data_ocorrencia[lt]=2024-02-01",
      (r) => dayOf(r) <= "2024-02-01",
    ],
    [
      "data_ocorrencia[gt]=2024-01-31&data_ocorrencia[lt]=2024-02-01 -> both boundary days",
      "?data_ocorrencia[gt]=2024-01-31&data_ocorrencia[lt]=2024-02-01",
      (r) => dayOf(r) === "2024-01-31" || dayOf(r) === "2024-02-01",
    ],
    [
      "data_ocorrencia[gt]=2024-01-31&data_ocorrencia[lt]=2024-01-31 -> the rows of that day",
      "?data_ocorrencia[gt]=2024-01-31&data_ocorrencia[lt]=2024-01-31",
      (r) => dayOf(r) === "2024-01-31",
    ],
    [
      "data_ocorrencia[gt]=2024-02-05&data_ocorrencia[lt]=2024-02-01 -> nothing (a reversed range, empty by default)",
      "?data_ocorrencia[gt]=2024-02-05&data_ocorrencia[lt]=2024-02-01",
      () => false,
    ],
    ["uf_estado=RJ -> rows of RJ", "?uf_estado=RJ", (r) => r.uf_estado === "RJ"],
    ["uf_estado=rj -> nothing (equality is case-sensitive)", "?uf_estado=rj", () => false],
    [
      "presen_agen_segur_ocorrencia=1 -> rows with agents present",
      "?presen_agen_segur_ocorrencia=1",
      (r) => r.presen_agen_segur_ocorrencia === 1,
    ],
    [
      "nome_cidade=Rio de Janeiro (%20) -> rows of Rio",
      "?nome_cidade=Rio%20de%20Janeiro",
      (r) => r.nome_cidade === "Rio de Janeiro",
    ],
    [
      "nome_cidade=Rio+de+Janeiro (+ for spaces) -> rows of Rio",
      "?nome_cidade=Rio+de+Janeiro",
      (r) => r.nome_cidade === "Rio de Janeiro",
    ],
    [
      `nome_cidade=${encodeURIComponent("Niterói")} -> rows of Niterói (UTF-8)`,
      `?nome_cidade=${encodeURIComponent("Niterói")}`,
      (r) => r.nome_cidade === "Niterói",
    ],
    ["nome_estado=Para -> nothing (accents count in equality)", "?nome_estado=Para", () => false],
    [
      "id_ocorrencia=07 -> row 7 (integers compare numerically)",
      "?id_ocorrencia=07",
      (r) => r.id_ocorrencia === 7,
    ],
    [
      "latitude_ocorrencia=-20.070 -> row 7 (numbers compare numerically)",
      "?latitude_ocorrencia=-20.070",
      (r) => r.id_ocorrencia === 7,
    ],
    [
      "data_ocorrencia=2024-01-31 23:59:59 -> rows at exactly that instant",
      "?data_ocorrencia=2024-01-31%2023:59:59",
      (r) => r.data_ocorrencia === "2024-01-31 23:59:59",
    ],
    [
      "hora_ocorrencia=23:59:59 -> rows at that time",
      "?hora_ocorrencia=23:59:59",
      (r) => r.hora_ocorrencia === "23:59:59",
    ],
    [
      "qtd_morto_civil_ocorrencia=3 -> rows with 3 dead civilians",
      "?qtd_morto_civil_ocorrencia=3",
      (r) => r.qtd_morto_civil_ocorrencia === 3,
    ],
    [
      "fonte_ocorrencia=2 -> rows from source 2",
      "?fonte_ocorrencia=2",
      (r) => r.fonte_ocorrencia === 2,
    ],
    ["cod_ibge_estado=26 -> rows of PE", "?cod_ibge_estado=26", (r) => r.uf_estado === "PE"],
    [
      "estado_id[]=1&estado_id[]=4&data_ocorrencia[gt]=2024-01-25&presen_agen_segur_ocorrencia=0 -> AND of all",
      "?estado_id[]=1&estado_id[]=4&data_ocorrencia[gt]=2024-01-25&presen_agen_segur_ocorrencia=0",
      (r) =>
        [1, 4].includes(r.estado_id) &&
        dayOf(r) >= "2024-01-25" &&
        r.presen_agen_segur_ocorrencia === 0,
    ],
    [
      "estado_id=1&cidade_id[]=2&cidade_id[]=5 -> equality and list together",
      "?estado_id=1&cidade_id[]=2&cidade_id[]=5",
      (r) => r.cidade_id === 2,
    ],
  ])("%s", async (name, query, expected) => {
    const wanted = ROWS.filter(expected);
    // A case that expects rows must find some in the fixture, or it could not fail.
    expect(wanted.length === 0).toBe(name.includes("-> nothing"));
    expect(await getRows(query)).toEqual(wanted);
  });
});

describe("GET /api/v1/occurrences field[]", () => {
  async function getProjected(query: string): Promise<Record<string, unknown>[]> {
    const response = await request(app).get(`/api/v1/occurrences${query}`);
    expect(response.status).toBe(200);
    return response.body as Record<string, unknown>[];
  }

  test.each<[string, string, string[]]>([
    ["field[]=uf_estado -> rows with only uf_estado", "?field[]=uf_estado", ["uf_estado"]],
    [
      "field[]=uf_estado&field[]=id_ocorrencia&field[]=data_ocorrencia -> the definitions' order",
      "?field[]=uf_estado&field[]=id_ocorrencia&field[]=data_ocorrencia",
      ["id_ocorrencia", "data_ocorrencia", "uf_estado"],
    ],
    [
      "field[]=estado_id&field[]=estado_id -> the column once",
      "?field[]=estado_id&field[]=estado_id",
      ["estado_id"],
    ],
    [
      "field[] naming all 23 columns backwards -> full rows in the definitions' order",
      `?${[...Object.keys(ROWS[0] ?? {})]
        .reverse()
        .map((c) => `field[]=${c}`)
        .join("&")}`,
      Object.keys(ROWS[0] ?? {}),
    ],
  ])("%s", async (_name, query, columns) => {
    const rows = await getProjected(query);
    expect(rows).toHaveLength(ROWS.length);
    rows.forEach((row, index) => {
      expect(Object.keys(row)).toEqual(columns);
      // Each value validates against its column's schema: the only violations left are the
      // columns not asked for, reported as missing.
      const violations = validate("v1/occurrence-row", row);
      expect(violations.every((violation) => violation.rule === "required")).toBe(true);
      expect(violations).toHaveLength(23 - columns.length);
      const full = ROWS[index] as unknown as Record<string, unknown>;
      for (const column of columns) expect(row[column]).toEqual(full[column]);
    });
  });

  test("field[] with filters -> the filtered rows, projected", async () => {
    const rows = await getProjected("?uf_estado=PA&field[]=nome_cidade&field[]=id_ocorrencia");
    const wanted = ROWS.filter((row) => row.uf_estado === "PA").map((row) => ({
      id_ocorrencia: row.id_ocorrencia,
      nome_cidade: row.nome_cidade,
    }));
    expect(wanted.length).toBeGreaterThan(0);
    expect(rows).toEqual(wanted);
    rows.forEach((row) => expect(Object.keys(row)).toEqual(["id_ocorrencia", "nome_cidade"]));
  });
});

describe("GET /api/v1/occurrences under the other v1 choices (v1Bounds, v1ReversedRange)", () => {
  test.each<[string, V1RouterOptions, string, (row: V1OccurrenceRow) => boolean]>([
    [
      "exclusive: [gt]=2024-01-30&[lt]=2024-02-01 -> only 2024-01-31",
      { v1Bounds: "exclusive" },
      "?data_ocorrencia[gt]=2024-01-30&data_ocorrencia[lt]=2024-02-01",
      (r) => dayOf(r) === "2024-01-31",
    ],
    [
      "exclusive: [gt]=2024-01-31&[lt]=2024-01-31 -> nothing",
      { v1Bounds: "exclusive" },
      "?data_ocorrencia[gt]=2024-01-31&data_ocorrencia[lt]=2024-01-31",
      () => false,
    ],
    [
      "swap: [gt]=2024-02-01&[lt]=2024-01-31 -> both days, the range between them",
      { v1ReversedRange: "swap" },
      "?data_ocorrencia[gt]=2024-02-01&data_ocorrencia[lt]=2024-01-31",
      (r) => dayOf(r) === "2024-01-31" || dayOf(r) === "2024-02-01",
    ],
  ])("%s", async (name, options, query, expected) => {
    const response = await request(createV1TestApp(options)).get(`/api/v1/occurrences${query}`);
    expect(response.status).toBe(200);
    const wanted = ROWS.filter(expected);
    expect(wanted.length === 0).toBe(name.includes("-> nothing"));
    expect(response.body).toEqual(wanted);
  });
});
