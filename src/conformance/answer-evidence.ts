import type { CheckId } from "./check-catalogue";
import { encodeQuery, type CheckInput, pageLengthOf, pageOf } from "./exchange";
import { witnessedBy, type CheckOutcome } from "./outcome";
import { readV1Rows } from "./read-body";

/** The query of an exchange as a witness is written: `GET <path>?<query>` (no base URL). */
export function queryOf(exchange: Pick<CheckInput, "method" | "path" | "query">): string {
  const search = encodeQuery(exchange.query);
  return `${exchange.method} ${exchange.path}${search === "" ? "" : `?${search}`}`;
}

/** How many items an answer lists (v2 `data`, a v1 array), or undefined when none can be read. */
function itemCount(exchange: CheckInput): number | undefined {
  return pageLengthOf(exchange) ?? readV1Rows(exchange.body)?.length;
}

/** Distinct dates on a v2 page: order can only be told apart on two of them. */
function distinctDates(exchange: CheckInput): number {
  const items = pageOf(exchange)?.items ?? [];
  return new Set(items.map((item) => item.time).filter((time) => time !== undefined)).size;
}

/** Victims (human and animal) on a v2 page: a victim listed twice needs one to be listed. */
function victimCount(exchange: CheckInput): number {
  const items = pageOf(exchange)?.items ?? [];
  return items.reduce((sum, item) => sum + item.victimOccurrenceIds.length, 0);
}

/**
 * The per-answer checks' outcomes with their evidence: an answer witnesses a rule that holds on
 * it only when a server breaking the rule would have to answer it differently — it lists items
 * (a filter, a schema, a count can only be broken on an item), and for the order two distinct
 * dates. An empty answer witnesses nothing (its reason says so).
 */
export function withAnswerEvidence(
  exchange: CheckInput,
  outcomes: readonly CheckOutcome[],
): CheckOutcome[] {
  const count = itemCount(exchange);
  const witness = queryOf(exchange);
  return outcomes.map((item) => {
    const [done] = witnessedBy(
      [item],
      evidenceFor(
        item.check,
        count,
        () => distinctDates(exchange),
        () => victimCount(exchange),
        witness,
      ),
    );
    return done ?? item;
  });
}

function evidenceFor(
  check: CheckId,
  count: number | undefined,
  dates: () => number,
  victims: () => number,
  witness: string,
): { readonly witness: string } | { readonly reason: string } {
  if (check === "v2.order")
    return dates() >= 2 ? { witness } : { reason: "no page with two distinct dates" };
  if (check === "v2.records.unique-id")
    return (count ?? 0) >= 2 ? { witness } : { reason: "no answer with two records" };
  if (check === "v2.records.victims")
    return victims() > 0 ? { witness } : { reason: "no record with a victim" };
  // A body that is not a list (definitions, an error) is evidence of itself.
  if (count === undefined || count > 0) return { witness };
  return { reason: "only empty answers" };
}

/** How many items an answer stands for: v2 pageMeta.itemCount, else the items it lists. */
export function itemsOf(exchange: CheckInput): number {
  const page = pageOf(exchange);
  return page?.meta?.itemCount ?? page?.items.length ?? readV1Rows(exchange.body)?.length ?? 0;
}

/**
 * Evidence from compared answers: the first of them is the witness when at least `min` of them
 * hold items (two non-empty parts of a partition, two pages of a sequence…); else `reason`.
 */
export function nonEmptyEvidence(
  answers: readonly (CheckInput | undefined)[],
  min: number,
  reason: string,
): { readonly witness: string } | { readonly reason: string } {
  const full = answers.filter((a): a is CheckInput => a !== undefined && itemsOf(a) > 0);
  const first = full[0];
  return full.length >= min && first !== undefined ? { witness: queryOf(first) } : { reason };
}
