import type { ProbeContext } from "../probes/probe-context";
import { outcome } from "../outcome";
import type { ChoiceEvidence } from "./choice-evidence";
import { dayOf } from "../dates";
import {
  compareBoundAlone,
  type BoundPair,
  type BoundVerdict,
  type DatedId,
} from "./compare-bound-alone";

/**
 * Days between a bound and the other bound sent beside it: no reading of the other one (its day
 * in or out, in any zone, the day shown a day off the day filtered) reaches the days next to the
 * bound, where the two answers are compared.
 */
export const BOUND_SEPARATION_DAYS = 4;

/** The ids and instants of a version's answers in the run, by city. */
export type CityTimes = Map<string, Map<string, number>>;

/** A city's ids and the day chosen among them (the day with the most; ties: the later day). */
function dayOfCity(
  cityId: string,
  times: ReadonlyMap<string, number>,
  twoSided: boolean,
): { cityId: string; day: number; known: DatedId[] } | undefined {
  const counts = new Map<number, number>();
  for (const time of times.values()) {
    const day = dayOf(time);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = [...counts.keys()];
  const [first, last] = [Math.min(...days), Math.max(...days)];
  const [day] =
    [...counts.entries()]
      .filter(([each]) => !twoSided || (each > first && each < last))
      .sort(([a, n], [b, m]) => m - n || b - a)[0] ?? [];
  const known = [...times.entries()].map(([id, time]) => ({ id, time }));
  return day === undefined ? undefined : { cityId, day, known };
}

/**
 * The city of the fewest ids among the run's answers (so a list with one bound alone stays
 * short) that shows ids on a day with ids both before and after it, at that day with the most
 * of them (ties: the smaller id, the later day), and its ids: a bound alone that is ignored, or
 * read a day off, then lists an id the bound beside the other leaves out, on either side. When no
 * city shows ids on three days, the city of the fewest ids at its busiest day.
 */
export function smallestCityDay(
  cities: CityTimes,
): { cityId: string; day: number; known: DatedId[] } | undefined {
  const ranked = [...cities.entries()].sort(
    ([a, one], [b, other]) => one.size - other.size || (a < b ? -1 : a > b ? 1 : 0),
  );
  for (const [cityId, times] of ranked) {
    const picked = dayOfCity(cityId, times, true);
    if (picked !== undefined) return picked;
  }
  const [cityId, times] = ranked[0] ?? [];
  return cityId === undefined || times === undefined ? undefined : dayOfCity(cityId, times, false);
}

/**
 * Both bounds' pairs compared (compareBoundAlone): each contradiction recorded as a failure of
 * the dates rule (through the probe context: after a failed request of the phase, not trusted),
 * and the readings as one piece of evidence.
 */
export function recordBoundAlone(
  ctx: ProbeContext,
  name: string,
  where: string,
  pairs: readonly BoundPair[],
): ChoiceEvidence {
  const verdicts = pairs.map((pair): [BoundPair, BoundVerdict] => [pair, compareBoundAlone(pair)]);
  const failures = verdicts.flatMap(([, verdict]) =>
    verdict.kind === "contradicted" ? [verdict.failure] : [],
  );
  const check = pairs[0]?.check;
  if (failures.length > 0 && check !== undefined) ctx.record([outcome(check, failures)]);
  const reading = verdicts
    .map(([pair, verdict]) =>
      verdict.kind === "same"
        ? `${pair.bound} alone reads as beside ${pair.other} (${verdict.ids} ${verdict.ids === 1 ? "id" : "ids"} next to its day)`
        : verdict.kind === "unsettled"
          ? `${pair.bound} alone against beside ${pair.other} not settled (${verdict.reason})`
          : verdict.reading,
    )
    .join("; ");
  const first = pairs[0];
  return {
    name,
    reading: `${reading} (${where})`,
    ...(first === undefined ? {} : { exchange: first.alone.exchange }),
  };
}
