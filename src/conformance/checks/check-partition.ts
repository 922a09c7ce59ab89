import type { CheckId } from "../check-catalogue";
import { type CheckInput, pageOf } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";

/** The itemCount of a v2 occurrences answer, when it states one. */
export function itemCountOf(exchange: CheckInput | undefined): number | undefined {
  return exchange === undefined ? undefined : pageOf(exchange)?.meta?.itemCount;
}

/**
 * The parts of a set add up to the whole (api-v2 4.1): the itemCounts of disjoint filters that
 * together cover the whole (every state; a state's cities in groups) sum to the whole's
 * itemCount. Undefined when an answer states no count (the status and schema checks say why).
 */
export function checkPartition(
  check: CheckId,
  whole: CheckInput,
  parts: readonly CheckInput[],
  what: string,
): CheckOutcome | undefined {
  const total = itemCountOf(whole);
  const counts = parts.map(itemCountOf);
  if (total === undefined || parts.length === 0 || counts.some((n) => n === undefined))
    return undefined;
  const sum = counts.reduce((a: number, n) => a + (n ?? 0), 0);
  if (sum === total) return outcome(check, []);
  // The part that shows it best: the one whose own answer can be repeated first.
  const [largest] = [...parts].sort((a, b) => (itemCountOf(b) ?? 0) - (itemCountOf(a) ?? 0));
  return outcome(check, [
    failure(
      check,
      largest ?? whole,
      `${what}: the parts do not add up to the whole`,
      `the parts' itemCounts sum to ${total}, the itemCount of ${whole.url}`,
      `${counts.join(" + ")} = ${sum}`,
    ),
  ]);
}
