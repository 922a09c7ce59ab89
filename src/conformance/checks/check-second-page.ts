import { queryOf } from "../answer-evidence";
import { type CheckInput, pageOf } from "../exchange";
import type { LooseOccurrence } from "../read-body";
import { failure, outcome, type CheckOutcome } from "../outcome";

/**
 * Page 2 of a set at take `take` holds the set's records `take` to `2·take - 1` (api-v2 8: the
 * pages of a query, concatenated, are the whole set), `whole` being the same query's records
 * read in one page. Compared by date in order, so that records tied on one instant may come in
 * any order, and each record must be one of the set's. Undefined when page 2 was not read whole
 * (not a 200 page, the status and schema checks say why). Reports a failure only.
 */
export function checkSecondPage(
  second: CheckInput,
  whole: readonly LooseOccurrence[],
  take: number,
): CheckOutcome | undefined {
  const items = second.status === 200 ? pageOf(second)?.items : undefined;
  if (items === undefined) return undefined;
  const expected = whole.slice(take, 2 * take);
  const known = new Set(whole.map((item) => item.id));
  const stranger = items.find((item) => !known.has(item.id));
  const at = items.findIndex((item, index) => item.date !== expected[index]?.date);
  const shifted = items.length !== expected.length || at >= 0;
  if (stranger === undefined && !shifted) return undefined;
  const position = at >= 0 ? at : Math.min(items.length, expected.length);
  return outcome("v2.paging.concatenation", [
    failure(
      "v2.paging.concatenation",
      second,
      stranger !== undefined
        ? `${queryOf(second)} lists ${String(stranger.id)}, not a record of the set`
        : `${queryOf(second)} is not records ${take + 1} to ${take + expected.length} of the set read in one page`,
      `${expected.length} records, item ${position + 1} dated ${expected[position]?.date ?? "(none)"}`,
      `${items.length} records, item ${position + 1} dated ${items[position]?.date ?? "(none)"}`,
    ),
  ]);
}
