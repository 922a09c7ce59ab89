import { queryOf } from "../answer-evidence";
import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";

function idsOf(exchange: CheckInput): string[] | undefined {
  const page = pageOf(exchange);
  return page?.items.map((item) => item.id ?? "?");
}

/**
 * The same query asked again answers the same (api-v2 2.2, 4.1, 8): the same itemCount and the
 * same records (v2.paging.repeatable: a server dropping a filter now and then differs), in the
 * same order (v2.paging.stable-order). Witnessed by a page of two records or more.
 */
export function checkRepeatable(first: CheckInput, again: readonly CheckInput[]): CheckOutcome[] {
  const ids = idsOf(first);
  if (ids === undefined || first.status !== 200) return [];
  const count = pageOf(first)?.meta?.itemCount;
  const evidence =
    ids.length >= 2
      ? { witness: queryOf(first) }
      : { unwitnessed: "no repeated query with two records" };
  const sameSet = again.find((other) => {
    const next = idsOf(other) ?? [];
    return (
      pageOf(other)?.meta?.itemCount !== count || [...next].sort().join() !== [...ids].sort().join()
    );
  });
  const sameOrder = again.find((other) => (idsOf(other) ?? []).join() !== ids.join());
  const show = (list: readonly string[] | undefined): string =>
    `${list?.length ?? 0} records: ${(list ?? []).slice(0, 3).join(", ")}…`;
  return [
    {
      ...outcome(
        "v2.paging.repeatable",
        sameSet === undefined
          ? []
          : [
              failure(
                "v2.paging.repeatable",
                sameSet,
                "the same query answered other records when asked again",
                `itemCount ${String(count)}, ${show(ids)}`,
                `itemCount ${String(pageOf(sameSet)?.meta?.itemCount)}, ${show(idsOf(sameSet))}`,
              ),
            ],
      ),
      ...evidence,
    },
    {
      ...outcome(
        "v2.paging.stable-order",
        sameOrder === undefined || sameSet !== undefined
          ? []
          : [
              failure(
                "v2.paging.stable-order",
                sameOrder,
                "the same query answered its records in another order when asked again",
                show(ids),
                show(idsOf(sameOrder)),
              ),
            ],
      ),
      ...evidence,
    },
  ];
}
