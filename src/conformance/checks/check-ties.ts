import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";

/** The ids a v2 page lists, in order (an item without an id counts as ""). */
export function pageIds(exchange: CheckInput): string[] {
  return (pageOf(exchange)?.items ?? []).map((item) => item.id ?? "");
}

/** The query of a tie witness asked twice: its first and its second answer. */
export interface AskedTwice {
  readonly first: CheckInput;
  readonly second: CheckInput;
}

/** A difference between two askings of one query, as a failure. */
function differs(asked: AskedTwice, what: string): Failure | undefined {
  const [a, b] = [pageIds(asked.first), pageIds(asked.second)];
  if (a.join(",") === b.join(",")) return undefined;
  const at = a.findIndex((id, i) => b[i] !== id);
  return failure(
    "v2.paging.ties",
    asked.second,
    `${what} asked twice answers its records in another order or set`,
    "the same records in the same order on every asking (records of equal date too)",
    `item ${at + 1}: ${a[at] ?? "none"} the first time, ${b[at] ?? "none"} the second`,
  );
}

/**
 * Paging across a tie (api-v2 2.2, 4.1, 8): a page edge that falls between records of equal date
 * (`tied`: their ids, read from the whole window) splits them, each record on one page only and
 * every tied record on one of the two pages; the window and both pages, each asked twice,
 * answer the same records in the same order.
 */
export function checkTies(
  window: AskedTwice,
  before: AskedTwice,
  after: AskedTwice,
  tied: readonly string[],
): CheckOutcome {
  const failures: Failure[] = [];
  const [one, two] = [pageIds(before.first), pageIds(after.first)];
  const twice = one.find((id) => two.includes(id));
  if (twice !== undefined) {
    failures.push(
      failure(
        "v2.paging.ties",
        after.first,
        "a record of a tie at the page edge is listed on both pages",
        "each record on one page only",
        `record ${twice} on page ${String(pageOf(before.first)?.meta?.page ?? "?")} and on the next`,
      ),
    );
  }
  const missing = tied.find((id) => !one.includes(id) && !two.includes(id));
  if (missing !== undefined) {
    failures.push(
      failure(
        "v2.paging.ties",
        after.first,
        "a record of a tie at the page edge is on neither page",
        `the ${tied.length} records of equal date, each on one of the two pages`,
        `record ${missing} missing`,
      ),
    );
  }
  for (const [asked, what] of [
    [window, "the window"],
    [before, "the page before the edge"],
    [after, "the page after the edge"],
  ] as const) {
    const found = differs(asked, what);
    if (found !== undefined) failures.push(found);
  }
  return outcome("v2.paging.ties", failures);
}
