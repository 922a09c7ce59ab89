import type { ExchangeView } from "../exchange";
import { recordsByCity } from "./records-by-city";
import type { Tie } from "./ties-seen";

/**
 * The tie of the quietest cities: the fewest records the run listed in the tied records' cities
 * together (the earliest of equals; ties whose cities are not all known left out). On a dense
 * world, the one whose narrowest window is likeliest to fit a page.
 */
export function quietestTie(
  ties: readonly Tie[],
  exchanges: readonly ExchangeView[],
): Tie | undefined {
  const counts = recordsByCity(exchanges);
  const busy = (tie: Tie): number =>
    tie.cityIds.reduce((sum, city) => sum + (counts.get(city) ?? 0), 0);
  const placed = ties.filter((tie) => tie.cityIds.length > 0 && !tie.cityIds.includes(""));
  return placed.reduce<Tie | undefined>(
    (best, tie) => (best === undefined || busy(tie) < busy(best) ? tie : best),
    undefined,
  );
}
