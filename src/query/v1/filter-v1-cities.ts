import type { V1CitiesQuery, V1CityRow } from "../../generated/types";
import { columnEqualityTests, type RowTest } from "./column-equality-tests";
import { createLikeMatcher } from "./create-like-matcher";
import { V1_CITY_COLUMNS } from "./v1-columns";
import {
  passesLower,
  passesUpper,
  V1_FILTER_DEFAULTS,
  type V1FilterSettings,
} from "./v1-filter-settings";

/**
 * The row test of a parsed v1 cities query; every parameter given narrows, all combine
 * with AND:
 * - `Populacao[gt]` / `Populacao[lt]`: population at or above / at or below the value
 *   (`settings.bounds` `inclusive`, the default), or strictly (`exclusive`);
 * - `Cidade[lk]`: SQL LIKE on the whole name, case- and accent-insensitive (createLikeMatcher);
 * - `column=value` on any of the 9 columns, `EstadoId` among them: equality (equalsColumnValue).
 * `field[]` does not filter.
 */
export function createV1CityFilter(
  query: V1CitiesQuery,
  settings: Pick<V1FilterSettings, "bounds"> = V1_FILTER_DEFAULTS,
): RowTest<V1CityRow> {
  const tests = columnEqualityTests<(typeof V1_CITY_COLUMNS)[number], V1CityRow>(
    V1_CITY_COLUMNS,
    query,
  );
  const above = query["Populacao[gt]"];
  const { bounds } = settings;
  if (above !== undefined) tests.push((row) => passesLower(row.Populacao, above, bounds));
  const below = query["Populacao[lt]"];
  if (below !== undefined) tests.push((row) => passesUpper(row.Populacao, below, bounds));
  const pattern = query["Cidade[lk]"];
  if (pattern !== undefined) {
    const matches = createLikeMatcher(pattern);
    tests.push((row) => matches(row.Cidade));
  }
  return (row) => tests.every((test) => test(row));
}
