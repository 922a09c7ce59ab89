import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";

/** Items of a page reduced to id and instant. */
function itemsOf(exchange: CheckInput): { id: string; time: number | undefined }[] {
  return (pageOf(exchange)?.items ?? []).map((item) => ({
    id: item.id ?? "",
    time: item.time,
  }));
}

/**
 * The last pages of a large window (api-v2 2.2, 8), read in order=ASC with `take`: together
 * they hold itemCount − (pageCount − 2) × take records, none twice, and they are the records
 * order=DESC lists first (`fromEnd`, asked with a take of that many), reversed; records of the
 * date at the near edge of the last pages may differ between the two readings (ties), as long
 * as as many of them come back.
 */
export function checkDepth(
  lastPages: readonly [CheckInput, CheckInput],
  fromEnd: CheckInput,
  expected: number,
): CheckOutcome {
  const failures: Failure[] = [];
  const [before, last] = lastPages;
  const items = [...itemsOf(before), ...itemsOf(last)];
  const ids = items.map((item) => item.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) {
    failures.push(
      failure(
        "v2.paging.depth",
        last,
        "a record is listed twice on the last pages",
        "each record once",
        `record ${twice} twice`,
      ),
    );
  }
  if (items.length !== expected) {
    failures.push(
      failure(
        "v2.paging.depth",
        last,
        "the last pages do not hold the rest of the window",
        `${expected} records (itemCount − the records of the pages before)`,
        `${items.length}`,
      ),
    );
  }
  const edge = items[0]?.time;
  const key = (list: readonly { id: string; time: number | undefined }[]): string =>
    list
      .map((item) => (item.time === edge ? `~${String(item.time)}` : item.id))
      .sort()
      .join(",");
  const reversed = itemsOf(fromEnd);
  if (failures.length === 0 && key(items) !== key(reversed)) {
    const other = new Set(reversed.map((item) => item.id));
    const first = items.find((item) => item.time !== edge && !other.has(item.id));
    failures.push(
      failure(
        "v2.paging.depth",
        last,
        "the last pages in order=ASC are not the first records of order=DESC",
        "the same records, reversed (records of equal date in any order)",
        first === undefined
          ? "another set of records"
          : `record ${first.id} not among the first of order=DESC`,
      ),
    );
  }
  return outcome("v2.paging.depth", failures);
}
