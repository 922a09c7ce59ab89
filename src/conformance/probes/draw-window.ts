import { dayOf, type DayWindow } from "../dates";
import type { SeededRandom } from "../../seeded-random";

/**
 * Draws a date window [from, to] from days that hold data, at least `minWidth` days wide, whose
 * start lies at least `margin` days after the first day with data (so that a server ignoring
 * initialdate shows items before it) and whose end lies `margin` days before the last.
 */
export function drawWindow(
  prng: SeededRandom,
  times: readonly number[],
  firstDay: number,
  lastDay: number,
  minWidth = 4,
  margin = 3,
): Required<DayWindow> | undefined {
  const days = [...new Set(times.map(dayOf))]
    .filter((day) => day >= firstDay + margin && day <= lastDay - margin)
    .sort((a, b) => a - b);
  if (days.length === 0) return undefined;
  const from = prng.pick(days);
  const later = days.filter((day) => day >= from + minWidth);
  const to = later.length > 0 ? prng.pick(later) : Math.min(from + minWidth, lastDay);
  return { from, to };
}
