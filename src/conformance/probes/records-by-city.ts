import { type ExchangeView, pageOf } from "../exchange";

/**
 * How many of the records the run listed (distinct ids) lie in each city: how busy a city is
 * (the neighbourhood of a tie, the city the late probes read in DESC order).
 */
export function recordsByCity(exchanges: readonly ExchangeView[]): Map<string, number> {
  const cities = new Map<string, string>();
  for (const exchange of exchanges)
    for (const item of pageOf(exchange)?.items ?? [])
      if (item.id !== undefined && item.cityId !== undefined) cities.set(item.id, item.cityId);
  const counts = new Map<string, number>();
  for (const city of cities.values()) counts.set(city, (counts.get(city) ?? 0) + 1);
  return counts;
}
