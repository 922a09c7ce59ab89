import type { V1CitiesQuery, V1CityRow } from "../../generated/types";
import { columnEqualityTests, type RowTest } from "./column-equality-tests";
import { createLikeMatcher } from "./create-like-matcher";
import { V1_CITY_COLUMNS } from "./v1-columns";

/**
 * The row test of a parsed v1 cities query; every parameter given narrows, all combine
 * with AND:
 * - `Populacao[gt]` / `Populacao[lt]`: population strictly above / below the value;
 * - `Cidade[lk]`: SQL LIKE on the whole name, case- and accent-insensitive (createLikeMatcher);
 * - `column=value` on any of the 9 columns, `EstadoId` among them: equality (equalsColumnValue).
 * `field[]` does not filter.
 */
export function createV1CityFilter(query: V1CitiesQuery): RowTest<V1CityRow> {
  const tests = columnEqualityTests<(typeof V1_CITY_COLUMNS)[number], V1CityRow>(
    V1_CITY_COLUMNS,
    query,
  );
  const above = query["Populacao[gt]"];
  if (above !== undefined) tests.push((row) => row.Populacao > above);
  const below = query["Populacao[lt]"];
  if (below !== undefined) tests.push((row) => row.Populacao < below);
  const pattern = query["Cidade[lk]"];
  if (pattern !== undefined) {
    const matches = createLikeMatcher(pattern);
    tests.push((row) => matches(row.Cidade));
  }
  return (row) => tests.every((test) => test(row));
}

/** The rows of `rows` that a v1 cities query selects, in their given order. */
export function filterV1Cities(rows: readonly V1CityRow[], query: V1CitiesQuery): V1CityRow[] {
  return rows.filter(createV1CityFilter(query));
}
