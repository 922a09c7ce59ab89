import type { CheckId } from "../check-catalogue";
import {
  DAY_MS,
  inRange,
  possibleRange,
  rangeWithin,
  sureRange,
  type DayWindow,
  type TimeRange,
} from "../dates";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { describeWindow } from "./check-occurrence-filters";

/** An item reduced to what date-window checks need. */
export interface DatedItem {
  readonly id: string;
  readonly time: number;
}

/**
 * A complete set of items to judge a date filter against: every item matching some base filters
 * whose date lies in `complete` is in `items` (the base query's own window, read as narrowly as
 * the spec allows; the whole timeline when the base query has no dates).
 */
export interface Reference {
  readonly items: readonly DatedItem[];
  readonly complete: TimeRange;
}

/** Whether a reference is complete wherever any reading of the window may reach. */
export function covers(reference: Reference, window: DayWindow): boolean {
  return rangeWithin(possibleRange(window), reference.complete);
}

/**
 * Items of the reference strictly inside the window (inside under every reading of the bounds)
 * come back in the complete answer to base filters ∧ window.
 */
export function checkWindowInclusion(
  check: CheckId,
  exchange: CheckInput,
  reference: Reference,
  window: DayWindow,
  resultIds: readonly string[],
): CheckOutcome | undefined {
  if (!covers(reference, window)) return undefined;
  const sure = sureRange(window);
  const returned = new Set(resultIds);
  const missing = reference.items.filter(
    (item) => inRange(item.time, sure) && !returned.has(item.id),
  );
  const first = missing[0];
  return outcome(
    check,
    first === undefined
      ? []
      : [
          failure(
            check,
            exchange,
            `${missing.length} item(s) well inside the window ${describeWindow(window)} are missing`,
            `every item dated ${new Date(sure.start).toISOString()} to ${new Date(sure.end).toISOString()} (inside under any reading of the bounds)`,
            `missing item ${first.id} dated ${new Date(first.time).toISOString()}`,
          ),
        ],
  );
}

/**
 * The count of base filters ∧ window lies between the reference items surely inside the window
 * and those possibly inside it (equal to the intersection, up to the readings of the bounds).
 */
export function checkWindowCount(
  check: CheckId,
  exchange: CheckInput,
  reference: Reference,
  window: DayWindow,
  count: number,
  what: string,
): CheckOutcome | undefined {
  if (!covers(reference, window)) return undefined;
  const sure = reference.items.filter((item) => inRange(item.time, sureRange(window))).length;
  const possible = reference.items.filter((item) =>
    inRange(item.time, possibleRange(window)),
  ).length;
  const ok = count >= sure && count <= possible;
  const expected = sure === possible ? `${sure}` : `between ${sure} and ${possible}`;
  return outcome(
    check,
    ok
      ? []
      : [
          failure(
            check,
            exchange,
            `${what} in ${describeWindow(window)} does not match the intersection`,
            `${expected} (the reference items in the window, by the readings of the bounds)`,
            `${count}`,
          ),
        ],
  );
}

/** An exact count the server must report for a combination of filters. */
export function checkExactCount(
  check: CheckId,
  exchange: CheckInput,
  what: string,
  expected: number | readonly number[],
  why: string,
  seen: number,
): CheckOutcome {
  const accepted = typeof expected === "number" ? [expected] : expected;
  return outcome(
    check,
    accepted.includes(seen)
      ? []
      : [
          failure(
            check,
            exchange,
            `${what} is not the intersection`,
            `${[...new Set(accepted)].join(" or ")} (${why})`,
            `${seen}`,
          ),
        ],
  );
}

/**
 * A window whose every reading selects the same reference items, so a count over it is exact:
 * both bounds on quiet days (no reference item from a day before to two days after the bound),
 * inside the reference's complete range, with at least one item between them. Prefers the widest.
 */
export function quietWindow(reference: Reference): Required<DayWindow> | undefined {
  const times = reference.items.map((item) => item.time);
  if (times.length === 0) return undefined;
  const first = Math.floor(Math.min(...times) / DAY_MS);
  const last = Math.floor(Math.max(...times) / DAY_MS);
  const quiet = (day: number): boolean =>
    !times.some((time) => time >= (day - 1) * DAY_MS && time < (day + 2) * DAY_MS);
  const fits = (window: DayWindow): boolean => covers(reference, window);
  const starts: number[] = [];
  for (let day = first - 3; day <= last + 3; day += 1) if (quiet(day)) starts.push(day);
  for (const from of starts) {
    for (const to of [...starts].reverse()) {
      if (to <= from) break;
      const window = { from, to };
      const inside = reference.items.filter((item) => inRange(item.time, sureRange(window))).length;
      if (inside > 0 && fits(window)) return window;
    }
  }
  return undefined;
}
