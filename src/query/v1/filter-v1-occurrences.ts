import type { V1OccurrenceRow, V1OccurrencesQuery } from "../../generated/types";
import { columnEqualityTests, type RowTest } from "./column-equality-tests";
import { V1_OCCURRENCE_COLUMNS } from "./v1-columns";

/** The calendar day of a v1 `data_ocorrencia` (`YYYY-MM-DD HH:MM:SS`): its first 10 characters. */
function dayOf(row: V1OccurrenceRow): string {
  return row.data_ocorrencia.slice(0, 10);
}

/**
 * The row test of a parsed v1 occurrences query; every parameter given narrows, all
 * combine with AND:
 * - `estado_id[]`, `cidade_id[]`: the row's state (city) is any of those listed;
 * - `data_ocorrencia[gt]` / `[lt]`: strict bounds on the day shown in the row's `data_ocorrencia`
 *   (its date part, in whatever zone the column is rendered), so `[gt]=2024-01-31` keeps rows
 *   from 2024-02-01 00:00:00 on and `[lt]=2024-02-01` rows up to 2024-01-31 23:59:59;
 * - `column=value` on any of the 23 columns: equality (see equalsColumnValue).
 * `field[]` does not filter.
 */
export function createV1OccurrenceFilter(query: V1OccurrencesQuery): RowTest<V1OccurrenceRow> {
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
  const after = query["data_ocorrencia[gt]"];
  if (after !== undefined) tests.push((row) => dayOf(row) > after);
  const before = query["data_ocorrencia[lt]"];
  if (before !== undefined) tests.push((row) => dayOf(row) < before);
  return (row) => tests.every((test) => test(row));
}

/** The rows of `rows` that a v1 occurrences query selects, in their given order. */
export function filterV1Occurrences(
  rows: readonly V1OccurrenceRow[],
  query: V1OccurrencesQuery,
): V1OccurrenceRow[] {
  return rows.filter(createV1OccurrenceFilter(query));
}
