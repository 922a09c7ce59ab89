import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { readV1Rows } from "../read-body";

/**
 * A v1 date filter widened by a day keeps every row it listed (api-v1 4.1: a range): whatever the
 * bounds' reading, `data_ocorrencia[lt]` a day later lists at least the same rows. A server that
 * builds the day after a bound without carrying the month or year (`Y-12-31` read as before
 * `Y-01-01`) lists fewer. Undefined unless a row of the narrower answer is missing from the wider.
 */
export function checkWiderBound(narrow: CheckInput, wide: CheckInput): CheckOutcome | undefined {
  if (narrow.status !== 200 || wide.status !== 200) return undefined;
  const ids = (exchange: CheckInput): string[] =>
    (readV1Rows(exchange.body) ?? []).map((row) => String(row.id_ocorrencia));
  const kept = new Set(ids(wide));
  const lost = ids(narrow).filter((id) => !kept.has(id));
  if (lost.length === 0) return undefined;
  return outcome("v1.filter.dates", [
    failure(
      "v1.filter.dates",
      wide,
      `a date bound a day later lists ${lost.length} fewer of the rows it listed a day earlier`,
      `every row of ${queryOf(narrow)}`,
      `rows ${lost.slice(0, 5).join(", ")} missing`,
    ),
  ]);
}
