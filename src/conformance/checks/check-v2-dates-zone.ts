import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { rawItems } from "./check-records";

/** The v2 date as written: an ISO 8601 timestamp in UTC ends in Z or +00:00 (api-v2 2.3). */
const UTC_SUFFIX = /(?:Z|[+-]00:?00)$/;

/**
 * v2 dates are written in UTC (api-v2 2.3: "ISO 8601 UTC timestamp"): every date of the v2
 * answers ends in Z or +00:00. Whether the instant itself is right is judged against v1
 * (cross.dates). Witnessed by the first answer with a date.
 */
export function checkV2DatesZone(exchanges: readonly CheckInput[]): CheckOutcome {
  let witness: string | undefined;
  for (const exchange of exchanges) {
    for (const item of rawItems(exchange)) {
      if (typeof item.date !== "string") continue;
      witness ??= queryOf(exchange);
      if (!UTC_SUFFIX.test(item.date)) {
        return outcome("v2.dates.zone", [
          failure(
            "v2.dates.zone",
            exchange,
            `record ${String(item.id)} writes its date in another zone than UTC`,
            "an ISO 8601 timestamp in UTC (ending in Z or +00:00)",
            item.date,
          ),
        ]);
      }
    }
  }
  return witness === undefined
    ? { ...outcome("v2.dates.zone", []), unwitnessed: "no dated v2 record was listed" }
    : { ...outcome("v2.dates.zone", []), witness };
}
