import { type ExchangeView, pageOf } from "../exchange";
import type { Tie } from "./ties-seen";

/**
 * How many of the records the run listed (distinct ids) lie in each city: how busy the
 * neighbourhood of a tie is.
 */
function recordsByCity(exchanges: readonly ExchangeView[]): Map<string, number> {
  const cities = new Map<string, string>();
  for (const exchange of exchanges)
    for (const item of pageOf(exchange)?.items ?? [])
      if (item.id !== undefined && item.cityId !== undefined) cities.set(item.id, item.cityId);
  const counts = new Map<string, number>();
  for (const city of cities.values()) counts.set(city, (counts.get(city) ?? 0) + 1);
  return counts;
}

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
