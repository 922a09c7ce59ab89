import type { V1OccurrenceRow, V1OccurrencesQuery } from "../../generated/types";
import { columnEqualityTests, type RowTest } from "./column-equality-tests";
import { V1_OCCURRENCE_COLUMNS } from "./v1-columns";
import {
  passesLower,
  passesUpper,
  V1_FILTER_DEFAULTS,
  type V1FilterSettings,
} from "./v1-filter-settings";

/** The calendar day of a v1 `data_ocorrencia` (`YYYY-MM-DD HH:MM:SS`): its first 10 characters. */
function dayOf(row: V1OccurrenceRow): string {
  return row.data_ocorrencia.slice(0, 10);
}

/**
 * The row test of a parsed v1 occurrences query; every parameter given narrows, all
 * combine with AND:
 * - `estado_id[]`, `cidade_id[]`: the row's state (city) is any of those listed;
 * - `data_ocorrencia[gt]` / `[lt]`: bounds on the day shown in the row's `data_ocorrencia` (its
 *   date part, in whatever zone the column is rendered). `inclusive` (the default, as the
 *   service's v1 documentation defines them: "greater or equal", "less or equal"):
 *   `[gt]=D&[lt]=D` keeps the rows of day D; `exclusive`: `[gt]=2024-01-31` keeps rows from
 *   2024-02-01 00:00:00 on. A range whose `[gt]` is after its `[lt]` is empty, or with
 *   `reversedRange: "swap"` the range between them;
 * - `column=value` on any of the 23 columns: equality (see equalsColumnValue).
 * `field[]` does not filter.
 */
export function createV1OccurrenceFilter(
  query: V1OccurrencesQuery,
  settings: V1FilterSettings = V1_FILTER_DEFAULTS,
): RowTest<V1OccurrenceRow> {
  const tests = columnEqualityTests<(typeof V1_OCCURRENCE_COLUMNS)[number], V1OccurrenceRow>(
    V1_OCCURRENCE_COLUMNS,
    query,
  );
  const states = query["estado_id[]"];
  if (states !== undefined) {
    const wanted = new Set(states);
    tests.push((row) => wanted.has(row.estado_id));
  }
  const cities = query["cidade_id[]"];
  if (cities !== undefined) {
    const wanted = new Set(cities);
    tests.push((row) => wanted.has(row.cidade_id));
  }
  let after = query["data_ocorrencia[gt]"];
  let before = query["data_ocorrencia[lt]"];
  if (
    settings.reversedRange === "swap" &&
    after !== undefined &&
    before !== undefined &&
    after > before
  ) {
    [after, before] = [before, after];
  }
  const { bounds } = settings;
  if (after !== undefined) {
    const bound = after;
    tests.push((row) => passesLower(dayOf(row), bound, bounds));
  }
  if (before !== undefined) {
    const bound = before;
    tests.push((row) => passesUpper(dayOf(row), bound, bounds));
  }
  return (row) => tests.every((test) => test(row));
}
