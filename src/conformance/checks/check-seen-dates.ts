import type { CheckOutcome } from "../outcome";
import type { ShownZone } from "../shown-zone";
import { checkCrossDatePairs, type ShownPair } from "./check-dates-zone";

/**
 * Every v1 row the run met, paired with its v2 record by place (`seenPairs`), shows the record's
 * date in the zone settled for v1 (api-v1 2.1: one zone for every row), whichever state or city it
 * is of: a server showing one state's rows on another clock differs there, outside the window the
 * zone was settled on. Reports a failure only (undefined otherwise): the rule's witness is a pair
 * each side of midnight, which its own probe finds.
 */
export function checkSeenDates(
  pairs: readonly ShownPair[],
  zone: number | ShownZone,
): CheckOutcome | undefined {
  const dated = pairs.filter((pair) => Number.isFinite(pair.v1.time));
  const checked = checkCrossDatePairs(dated, zone);
  return checked.failures.length > 0 ? checked : undefined;
}
