import { dayOf, formatDay } from "../dates";
import type { QueryInput } from "../exchange";
import type { Learned } from "./probe-context";
import type { Tie } from "./ties-seen";

/**
 * Whether an instant lies on the same calendar day in UTC and in UTC-03:00 (06:00 to 20:00 UTC).
 */
export function midDay(time: number): boolean {
  const hour = new Date(time).getUTCHours();
  return hour >= 6 && hour < 20;
}

/**
 * The windows around a tie narrower than `wide` (the days around it), each holding every tied
 * record, widest first: the tied records' state (when they share one), their cities, then their
 * cities on the tie's day alone (when the run has classified how the server reads date bounds
 * and the tie lies mid-day: on its day in UTC and in UTC-03:00 alike).
 */
export function tieNarrowings(
  tie: Tie,
  wide: QueryInput,
  dateBounds: Learned["dateBounds"],
): QueryInput[] {
  const known = (ids: readonly string[]): boolean => ids.length > 0 && !ids.includes("");
  const [state] = tie.stateIds;
  const bases: QueryInput[] = [];
  if (tie.stateIds.length === 1 && known(tie.stateIds) && state !== undefined)
    bases.push({ ...wide, idState: state });
  if (!known(tie.cityIds)) return bases;
  const cities = { ...wide, idCities: [...tie.cityIds] };
  bases.push(cities);
  if (dateBounds !== undefined && midDay(tie.time)) {
    const day = dayOf(tie.time);
    bases.push({
      ...cities,
      initialdate: formatDay(dateBounds.fromInclusive ? day : day - 1),
      finaldate: formatDay(dateBounds.toInclusive ? day : day + 1),
    });
  }
  return bases;
}
