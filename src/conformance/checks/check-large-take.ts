import { QUERY_DEFAULTS } from "../../contract";
import { queryOf } from "../answer-evidence";
import { failedRequestReason, isUnanswered } from "../failed-answer";
import { queryValue, type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";

/**
 * What a large-take answer gives: a judged outcome, why the rule does not apply (a refusal, a
 * cap), or why it could not be judged (the request failed: a 5xx or no answer).
 */
export type LargeTakeResult =
  | { readonly kind: "judged"; readonly outcome: CheckOutcome }
  | { readonly kind: "not-applicable" | "not-run"; readonly reason: string };

/**
 * How large a take a server serves is spec-silent (it may refuse it, cap it or serve it), but a
 * page served must not contradict its own pageMeta (api-v2 2.2): it holds
 * min(pageMeta.take, itemCount − (page − 1) × take) items. Witnessed when the take asked is
 * served and that is more than the default take (a server filling large pages only partly must
 * answer differently); a refusal, or a cap stated in pageMeta, leaves the rule not applicable.
 */
export function checkLargeTake(exchange: CheckInput): LargeTakeResult {
  const asked = queryValue(exchange.query, "take") ?? "?";
  const page = pageOf(exchange);
  const meta = page?.meta;
  if (isUnanswered(exchange))
    return { kind: "not-run", reason: failedRequestReason(queryOf(exchange), exchange) };
  if (exchange.status !== 200 || page === undefined)
    return { kind: "not-applicable", reason: `take=${asked} answered HTTP ${exchange.status}` };
  const { take, itemCount } = meta ?? {};
  if (take === undefined || itemCount === undefined)
    return { kind: "not-applicable", reason: `take=${asked}: no pageMeta to hold it to` };
  const expected = Math.max(0, Math.min(take, itemCount - ((meta?.page ?? 1) - 1) * take));
  if (page.items.length !== expected) {
    const wrong = failure(
      "v2.paging.large-take",
      exchange,
      `take=${asked}: the page contradicts its own pageMeta`,
      `${expected} items (pageMeta take ${take}, itemCount ${itemCount})`,
      `${page.items.length} items`,
    );
    return { kind: "judged", outcome: outcome("v2.paging.large-take", [wrong]) };
  }
  if (expected > QUERY_DEFAULTS.defaultTake && take >= Number(asked))
    return {
      kind: "judged",
      outcome: { ...outcome("v2.paging.large-take", []), witness: queryOf(exchange) },
    };
  if (take < Number(asked))
    return {
      kind: "not-applicable",
      reason: `take=${asked} capped at ${take} (stated in pageMeta)`,
    };
  return {
    kind: "judged",
    outcome: {
      ...outcome("v2.paging.large-take", []),
      unwitnessed: `no more than ${QUERY_DEFAULTS.defaultTake} items to serve at take=${asked}`,
    },
  };
}
