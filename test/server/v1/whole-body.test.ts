import type { V1CityRow, V1OccurrenceRow } from "../../../src/generated/types";
import { createV1Table } from "../../../src/server/v1";
import { selectV1Rows, v1ListBody } from "../../../src/server/v1/v1-list-body";
import { SLICE_BYTES } from "../../../src/server/join-in-slices";
import { toV1CityRow, toV1OccurrenceRow } from "../../../src/world";
import { testWorld } from "../helpers/test-world";

// 2,000 occurrences: a full v1 list of about 1.3 MB, so its whole body is more than one slice
// (what the Node adapter sends of it is tested in test/e2e/server/v1/whole-body.test.ts).
const world = testWorld(2000);
const OCCURRENCES: readonly V1OccurrenceRow[] = world.occurrences
  .map((occurrence) => toV1OccurrenceRow(world, occurrence))
  .sort((a, b) => a.id_ocorrencia - b.id_ocorrencia);
const CITIES: readonly V1CityRow[] = world.cities
  .map(toV1CityRow)
  .sort((a, b) => a.CidadeId - b.CidadeId);

describe("createV1Table: the whole body", () => {
  test("is JSON.stringify of the rows in id order, in slices of about 1 MiB, built once", async () => {
    const table = createV1Table([...OCCURRENCES].reverse(), (row) => row.id_ocorrencia);
    const [first, second] = await Promise.all([table.wholeBody(), table.wholeBody()]);
    expect(second).toBe(first);
    expect(Buffer.concat(first).toString()).toBe(JSON.stringify(OCCURRENCES));
    expect(first.length).toBeGreaterThan(1);
    for (const slice of first.slice(0, -1))
      expect(slice.length).toBeGreaterThanOrEqual(SLICE_BYTES);
    expect(await table.wholeBody()).toBe(first);
  });

  test("an empty table's whole body is []", async () => {
    const table = createV1Table<V1CityRow>([], (row) => row.CidadeId);
    expect(Buffer.concat(await table.wholeBody()).toString()).toBe("[]");
  });
});

describe("selectV1Rows and v1ListBody", () => {
  const table = createV1Table(CITIES, (row) => row.CidadeId);
  const refuse = (): never => {
    throw new Error("the filter must not run for a query with no parameter");
  };

  test("a query with no parameter -> the table's rows themselves, the filter never built", () => {
    expect(selectV1Rows(table, refuse, {})).toBe(table.rows);
  });

  test("a query with a parameter -> the rows its filter keeps, in id order", () => {
    const odd = selectV1Rows(table, () => (row) => row.CidadeId % 2 === 1, { x: 1 });
    expect(odd).toEqual(CITIES.filter((row) => row.CidadeId % 2 === 1));
  });

  test("candidates narrow the rows tested; the rows selected are the same, in id order", () => {
    const occurrences = createV1Table([...OCCURRENCES].reverse(), (row) => row.id_ocorrencia);
    const cities = [...new Set(OCCURRENCES.map((row) => row.cidade_id))].slice(0, 3).reverse();
    const wanted = new Set(cities);
    const tested: V1OccurrenceRow[] = [];
    const filter = () => (row: V1OccurrenceRow) => (tested.push(row), wanted.has(row.cidade_id));
    const rows = selectV1Rows(occurrences, filter, { "cidade_id[]": [...cities, cities[0]] }, (t) =>
      t.rowsWhere("cidade_id", [...cities, cities[0]]),
    );
    expect(rows).toEqual(OCCURRENCES.filter((row) => wanted.has(row.cidade_id)));
    expect(tested).toEqual(rows);
    expect(occurrences.rowsWhere("cidade_id", [-1])).toEqual([]);
  });

  test.each<[string, (rows: readonly V1CityRow[]) => readonly V1CityRow[], boolean]>([
    // name, rows shown, whole body expected
    ["every row, every column -> the whole body", (rows) => rows, true],
    ["every row but the last -> streamed", (rows) => rows.slice(0, -1), false],
    ["no row -> streamed", () => [], false],
  ])("%s", async (_name, pick, whole) => {
    const shown = pick(table.rows);
    const body = await v1ListBody<keyof V1CityRow, V1CityRow>(table, shown, undefined);
    expect(body === (await table.wholeBody())).toBe(whole);
    expect(Buffer.concat([...body]).toString()).toBe(JSON.stringify(shown));
  });

  test("every row on some columns -> streamed projections, never the whole body", async () => {
    const body = await v1ListBody(table, table.rows, ["CidadeId", "Cidade"] as const);
    expect(body).not.toBe(await table.wholeBody());
    const expected = CITIES.map((row) => ({ CidadeId: row.CidadeId, Cidade: row.Cidade }));
    expect(Buffer.concat([...body]).toString()).toBe(JSON.stringify(expected));
  });
});
