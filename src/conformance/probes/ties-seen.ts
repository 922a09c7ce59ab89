import { type ExchangeView, pageOf } from "../exchange";

/**
 * A date at which the run's answers listed several records, and the states and cities they lie in.
 */
export interface Tie {
  readonly time: number;
  readonly stateIds: readonly string[];
  readonly cityIds: readonly string[];
}

/** Where a listed record lies ("" when its answer did not say). */
interface Place {
  readonly stateId: string;
  readonly cityId: string;
}

/**
 * The instants at which the run's v2 answers listed two records or more (distinct ids), in
 * time order: where records tie on the ordering key.
 */
export function tiesSeen(exchanges: readonly ExchangeView[]): Tie[] {
  const seen = new Map<number, Map<string, Place>>();
  for (const exchange of exchanges) {
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.time === undefined || item.id === undefined) continue;
      const ids = seen.get(item.time) ?? new Map<string, Place>();
      ids.set(item.id, { stateId: item.stateId ?? "", cityId: item.cityId ?? "" });
      seen.set(item.time, ids);
    }
  }
  return [...seen]
    .filter(([, ids]) => ids.size >= 2)
    .map(([time, ids]) => {
      const places = [...ids.values()];
      return {
        time,
        stateIds: [...new Set(places.map((place) => place.stateId))],
        cityIds: [...new Set(places.map((place) => place.cityId))],
      };
    })
    .sort((a, b) => a.time - b.time);
}
