import fc from "fast-check";
import { coreRequest as request } from "../helpers/core-request";
import type { V1CityRow, V1OccurrenceRow } from "../../../src/generated/types";
import { validate } from "../../../src/schemas";
import { FIXTURE_CITIES, fixtureOccurrences } from "../../query/v1/v1-fixture";
import { createV1TestApp } from "./v1-test-app";

const app = createV1TestApp();
const ROWS = fixtureOccurrences(120);
const OCCURRENCE_COLUMNS = Object.keys(ROWS[0] ?? {});
const CITY_COLUMNS = Object.keys(FIXTURE_CITIES[0] ?? {});

const dayArb = fc
  .integer({ min: 0, max: 28 })
  .map((offset) => new Date(Date.UTC(2024, 0, 18 + offset)).toISOString().slice(0, 10));
// Each filter is absent 3 times in 4, so a draw combines about two and often selects rows.
const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

const occurrenceQueryArb = fc.record({
  states: maybe(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 })),
  cities: maybe(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 4 })),
  after: maybe(dayArb),
  before: maybe(dayArb),
  uf: maybe(fc.constantFrom("RJ", "PE", "BA", "PA", "rj")),
  presence: maybe(fc.constantFrom(0, 1, 2)),
  dead: maybe(fc.integer({ min: 0, max: 4 })),
  city: maybe(fc.constantFrom(...FIXTURE_CITIES.map((row) => row.Cidade))),
  fields: maybe(fc.array(fc.constantFrom(...OCCURRENCE_COLUMNS), { minLength: 1, maxLength: 6 })),
});
type OccurrenceQuery = typeof occurrenceQueryArb extends fc.Arbitrary<infer Q> ? Q : never;

function occurrenceQueryString(query: OccurrenceQuery): string {
  const parts: string[] = [];
  const add = (name: string, value: string | number): void => {
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  query.states?.forEach((id) => add("estado_id[]", id));
  query.cities?.forEach((id) => add("cidade_id[]", id));
  if (query.after !== undefined) add("data_ocorrencia[gt]", query.after);
  if (query.before !== undefined) add("data_ocorrencia[lt]", query.before);
  if (query.uf !== undefined) add("uf_estado", query.uf);
  if (query.presence !== undefined) add("presen_agen_segur_ocorrencia", query.presence);
  if (query.dead !== undefined) add("qtd_morto_civil_ocorrencia", query.dead);
  if (query.city !== undefined) add("nome_cidade", query.city);
  query.fields?.forEach((column) => add("field[]", column));
  return parts.join("&");
}

/** The brute-force answer: each rule checked directly, dates as UTC midnights. */
function expectedOccurrences(query: OccurrenceQuery): Record<string, unknown>[] {
  const midnight = (day: string): number => Date.parse(`${day}T00:00:00Z`);
  const matching = ROWS.filter((row: V1OccurrenceRow) => {
    const day = midnight(row.data_ocorrencia.slice(0, 10));
    return (
      (query.states === undefined || query.states.includes(row.estado_id)) &&
      (query.cities === undefined || query.cities.includes(row.cidade_id)) &&
      // Inclusive bounds (the default): the bound's own day is kept on both sides.
      (query.after === undefined || day >= midnight(query.after)) &&
      (query.before === undefined || day <= midnight(query.before)) &&
      (query.uf === undefined || row.uf_estado === query.uf) &&
      (query.presence === undefined || row.presen_agen_segur_ocorrencia === query.presence) &&
      (query.dead === undefined || row.qtd_morto_civil_ocorrencia === query.dead) &&
      (query.city === undefined || row.nome_cidade === query.city)
    );
  });
  const fields = query.fields;
  if (fields === undefined) return matching as unknown as Record<string, unknown>[];
  const columns = OCCURRENCE_COLUMNS.filter((column) => fields.includes(column));
  return matching.map((row) =>
    Object.fromEntries(
      columns.map((column) => [column, (row as unknown as Record<string, unknown>)[column]]),
    ),
  );
}

const cityQueryArb = fc.record({
  above: maybe(
    fc.constantFrom(...FIXTURE_CITIES.flatMap((row) => [row.Populacao - 1, row.Populacao])),
  ),
  below: maybe(
    fc.constantFrom(...FIXTURE_CITIES.flatMap((row) => [row.Populacao, row.Populacao + 1])),
  ),
  state: maybe(fc.integer({ min: 1, max: 5 })),
  like: maybe(
    fc
      .array(fc.constantFrom("%", "_", "a", "A", "ã", "o", "sao", "SÃO", "rio", "e", " ", "de"), {
        minLength: 1,
        maxLength: 5,
      })
      .map((parts) => parts.join("")),
  ),
  fields: maybe(fc.array(fc.constantFrom(...CITY_COLUMNS), { minLength: 1, maxLength: 4 })),
});
type CityQuery = typeof cityQueryArb extends fc.Arbitrary<infer Q> ? Q : never;

function cityQueryString(query: CityQuery): string {
  const parts: string[] = [];
  const add = (name: string, value: string | number): void => {
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  };
  if (query.above !== undefined) add("Populacao[gt]", query.above);
  if (query.below !== undefined) add("Populacao[lt]", query.below);
  if (query.state !== undefined) add("EstadoId", query.state);
  if (query.like !== undefined) add("Cidade[lk]", query.like);
  query.fields?.forEach((column) => add("field[]", column));
  return parts.join("&");
}

/** The brute-force answer; LIKE via an anchored regular expression (fine in a test oracle). */
function expectedCities(query: CityQuery): Record<string, unknown>[] {
  const fold = (text: string): string =>
    text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");
  const like =
    query.like === undefined
      ? undefined
      : new RegExp(
          `^${Array.from(fold(query.like))
            .map((c) => (c === "%" ? ".*" : c === "_" ? "." : c === " " ? " " : c))
            .join("")}$`,
          "su",
        );
  const matching = FIXTURE_CITIES.filter(
    (row: V1CityRow) =>
      (query.above === undefined || row.Populacao >= query.above) &&
      (query.below === undefined || row.Populacao <= query.below) &&
      (query.state === undefined || row.EstadoId === query.state) &&
      (like === undefined || like.test(fold(row.Cidade))),
  );
  const fields = query.fields;
  if (fields === undefined) return matching as unknown as Record<string, unknown>[];
  const columns = CITY_COLUMNS.filter((column) => fields.includes(column));
  return matching.map((row) =>
    Object.fromEntries(
      columns.map((column) => [column, (row as unknown as Record<string, unknown>)[column]]),
    ),
  );
}

describe("property: random filter combinations return exactly the brute-force rows", () => {
  test("GET /api/v1/occurrences", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(occurrenceQueryArb, async (query) => {
        const response = await request(app).get(
          `/api/v1/occurrences?${occurrenceQueryString(query)}`,
        );
        expect(response.status).toBe(200);
        const expected = expectedOccurrences(query);
        if (expected.length > 0) nonEmpty += 1;
        // Byte-exact: same rows, same order, same key order.
        expect(response.text).toBe(JSON.stringify(expected));
        if (query.fields === undefined) {
          expect(validate("v1/occurrences-response", response.body)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
    // The draws must often select something, or the comparison proves little.
    expect(nonEmpty).toBeGreaterThan(40);
  });

  test("GET /api/v1/cities", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(cityQueryArb, async (query) => {
        const response = await request(app).get(`/api/v1/cities?${cityQueryString(query)}`);
        expect(response.status).toBe(200);
        const expected = expectedCities(query);
        if (expected.length > 0) nonEmpty += 1;
        // Byte-exact: same rows, same order, same key order.
        expect(response.text).toBe(JSON.stringify(expected));
        if (query.fields === undefined) {
          expect(validate("v1/cities-response", response.body)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
    // The draws must often select something, or the comparison proves little.
    expect(nonEmpty).toBeGreaterThan(40);
  });
});
