import { queryValue, type CheckInput } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import type { LooseOccurrence } from "../read-body";

/** order=ASC items never go back in date, order=DESC items never go forward (api-v2 4.1). */
export function checkOrder(
  exchange: CheckInput,
  items: readonly LooseOccurrence[],
): CheckOutcome | undefined {
  const order = queryValue(exchange.query, "order");
  if (order !== "ASC" && order !== "DESC") return undefined;
  const dated = items.filter((item) => item.time !== undefined);
  for (let i = 1; i < dated.length; i += 1) {
    const before = dated[i - 1] as LooseOccurrence;
    const after = dated[i] as LooseOccurrence;
    const a = before.time as number;
    const b = after.time as number;
    if (order === "ASC" ? b < a : b > a) {
      return outcome("v2.order", [
        failure(
          "v2.order",
          exchange,
          `order=${order} is not monotonic by date`,
          `dates ${order === "ASC" ? "never decreasing" : "never increasing"} along the page`,
          `item ${i} (${after.date}) after item ${i - 1} (${before.date})`,
        ),
      ]);
    }
  }
  return outcome("v2.order", []);
}
