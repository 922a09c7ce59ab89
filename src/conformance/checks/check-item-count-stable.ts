import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { queryOf } from "../answer-evidence";

/** Parameters that select which page is shown, not which items match. */
const PAGING_PARAMETERS = new Set(["page", "take", "order"]);

/** The filters of a request as a stable key: the query without page, take and order, sorted. */
export function filterKey(exchange: Pick<CheckInput, "query">): string {
  return exchange.query
    .filter(([name]) => !PAGING_PARAMETERS.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
}

/**
 * Answers to the same filters report the same itemCount, whatever take, page and order were
 * asked (api-v2 2.2: itemCount is the total of items matching the filters). One outcome per
 * filter set seen at least twice.
 */
export function checkItemCountStable(exchanges: readonly CheckInput[]): CheckOutcome[] {
  const groups = new Map<string, { exchange: CheckInput; itemCount: number }[]>();
  for (const exchange of exchanges) {
    const itemCount = pageOf(exchange)?.meta?.itemCount;
    if (exchange.status !== 200 || itemCount === undefined) continue;
    const key = filterKey(exchange);
    groups.set(key, [...(groups.get(key) ?? []), { exchange, itemCount }]);
  }
  const outcomes: CheckOutcome[] = [];
  for (const [key, answers] of groups) {
    if (answers.length < 2) continue;
    const first = answers[0] as (typeof answers)[number];
    const odd = answers.find((answer) => answer.itemCount !== first.itemCount);
    // Only a non-empty set can tell a count that moves with paging from one that does not.
    const evidence =
      first.itemCount > 0
        ? { witness: queryOf(first.exchange) }
        : { unwitnessed: "only empty sets were asked twice" };
    outcomes.push({
      ...outcome(
        "v2.paging.item-count-stable",
        odd === undefined
          ? []
          : [
              failure(
                "v2.paging.item-count-stable",
                odd.exchange,
                `itemCount changes with paging for the filters "${key || "(none)"}"`,
                `itemCount ${first.itemCount}, as answered to ${first.exchange.url}`,
                `itemCount ${odd.itemCount}`,
              ),
            ],
      ),
      ...evidence,
    });
  }
  return outcomes;
}
