import type { SchemaTypeMap } from "../../schemas";
import { createV1CityFilter, selectColumns, V1_CITY_COLUMNS } from "../../query/v1";
import type { QueryPairs } from "../check-input";
import { DOCUMENTED_PARAMETERS } from "../documented-parameters";
import type { Mirror, MirrorRecord } from "./mirror";
import type { Expected } from "./oracle";
import { readV1Query } from "./read-v1-query";
import type { ServerChoices } from "./server-choices";
import { likeReadings } from "./v1-like-readings";
import { v1ListExpectation, type ExpectedV1Row } from "./v1-list-expectation";
import { allOf, readingsOf, verdictOf, type Verdict } from "./v1-verdict";
import { wholeRowColumns } from "./whole-row-columns";

type V1CitiesQuery = SchemaTypeMap["query/v1-cities"];
type V1CityRow = SchemaTypeMap["v1/city-row"];

function asRow(record: MirrorRecord): V1CityRow {
  return record as unknown as V1CityRow;
}

type CityTest = (record: MirrorRecord) => Verdict;

/** `Populacao[gt]`/`[lt]` through the project's v1 city filter, per populationBounds. */
function populationTest(
  name: "Populacao[gt]" | "Populacao[lt]",
  value: number,
  inclusive: boolean | undefined,
): CityTest {
  const filters = readingsOf(inclusive).map((reading) =>
    createV1CityFilter({ [name]: value }, { bounds: reading ? "inclusive" : "exclusive" }),
  );
  return (record) =>
    typeof record.Populacao === "number"
      ? verdictOf(filters.map((filter) => filter(asRow(record))))
      : "maybe";
}

/** The tests of a parsed query: each parameter given, under the readings the choices allow. */
function cityTests(query: V1CitiesQuery, choices: ServerChoices): CityTest[] {
  const tests: CityTest[] = [];
  // An operator on a column field[] leaves out, when the server ignores those, tests nothing.
  const fields = query["field[]"];
  const shown = (column: string): boolean =>
    choices.hiddenOperators !== "ignored" ||
    fields === undefined ||
    fields.length === 0 ||
    (fields as readonly string[]).includes(column);
  const state = query.EstadoId;
  if (state !== undefined) {
    const filter = createV1CityFilter({ EstadoId: state });
    tests.push((record) => (filter(asRow(record)) ? "in" : "out"));
  }
  const above = query["Populacao[gt]"];
  if (above !== undefined && shown("Populacao")) {
    tests.push(populationTest("Populacao[gt]", above, choices.populationBounds?.gtInclusive));
  }
  const below = query["Populacao[lt]"];
  if (below !== undefined && shown("Populacao")) {
    tests.push(populationTest("Populacao[lt]", below, choices.populationBounds?.ltInclusive));
  }
  const pattern = query["Cidade[lk]"];
  if (pattern !== undefined && shown("Cidade")) {
    const readings = likeReadings(pattern, choices);
    tests.push((record) =>
      typeof record.Cidade === "string"
        ? verdictOf(readings.map((matches) => matches(record.Cidade as string)))
        : "maybe",
    );
  }
  return tests;
}

/**
 * The expected answer of a v1 cities request, computed from the mirror (every v1 city the server
 * lists) with the server's choices: the project's v1 city filter for EstadoId and
 * `Populacao[gt]`/`[lt]` (inclusive or not, populationBounds), its LIKE matcher for `Cidade[lk]`
 * (cityLike: case folded or not, a bare value as the whole name or a part), the `field[]` columns
 * as selectColumns picks them (without it, the columns the mirror's cities carry), cut at `v1Cap`.
 * A city the readings left open disagree on may be listed or not. Every documented query lies
 * inside: the mirror holds every city.
 */
export function expectV1Cities(
  mirror: Mirror,
  choices: ServerChoices,
  pairs: QueryPairs,
): Expected {
  const cities = mirror.v1Cities;
  if (cities === undefined) return { inside: false, reason: "the mirror holds no v1 cities" };
  const read = readV1Query("query/v1-cities", DOCUMENTED_PARAMETERS["v1-cities"], pairs);
  if (!read.ok) return { inside: false, reason: read.reason };
  const tests = cityTests(read.query, choices);
  const expected: ExpectedV1Row[] = [];
  for (const record of cities) {
    const verdict = allOf(tests.map((test) => test(record)));
    if (verdict !== "out") expected.push({ record, verdict });
  }
  const columns =
    selectColumns(V1_CITY_COLUMNS, read.query["field[]"]) ??
    wholeRowColumns(cities, V1_CITY_COLUMNS);
  return {
    inside: true,
    expectation: v1ListExpectation(expected, {
      noun: "cities",
      idColumn: "CidadeId",
      columns,
      ...(choices.v1Cap === undefined ? {} : { cap: choices.v1Cap }),
    }),
  };
}
