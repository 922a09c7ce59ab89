import { checkConcatenation } from "../checks/check-concatenation";
import { queryOf } from "../answer-evidence";
import { witnessedBy } from "../outcome";
import {
  checkExactCount,
  checkWindowCount,
  checkWindowInclusion,
} from "../checks/check-date-window";
import { dayOf, formatDay, type DayWindow } from "../dates";
import { type ExchangeView, pageOf } from "../exchange";
import type { CheckOutcome } from "../outcome";
import type { V2Discovery } from "./discover-v2";
import { findSmallSet, SMALL_TAKE, type SmallSet } from "./find-small-set";
import type { ProbeContext } from "./probe-context";
import { classifyDateBounds, classifyInclusivity } from "../checks/classify-date-bounds";
import { hasAnyVictim } from "../checks/check-occurrence-filters";

function itemCount(exchange: ExchangeView): number | undefined {
  return pageOf(exchange)?.meta?.itemCount;
}

/** A take that leaves a remainder on the last page, when the set allows one. */
function drawTake(ctx: ProbeContext, n: number): number {
  const max = Math.max(2, Math.floor(n / 3));
  const takes = Array.from({ length: max - 1 }, (_, i) => i + 2);
  const withRemainder = takes.filter((take) => n % take !== 0);
  return ctx.prng.pick(withRemainder.length > 0 ? withRemainder : takes);
}

/**
 * Whether an instant lies on the same calendar day in UTC and in UTC-03:00 (06:00 to 20:00 UTC).
 */
function midDay(time: number): boolean {
  const hour = new Date(time).getUTCHours();
  return hour >= 6 && hour < 20;
}

/**
 * A window inside the set, from days that hold items (so its bounds can be observed: days with
 * an item at mid-day, on the same day in UTC and -03:00, when two such days exist, so each
 * bound's inclusivity shows whatever offset the server reads days in), where any reading of it
 * stays inside the part of the set known to be complete: for a set limited to [a, b], days from
 * a+3 to b-3.
 */
function innerWindow(set: SmallSet): Required<DayWindow> | undefined {
  const lowest = set.window === undefined ? -Infinity : set.window.from + 3;
  const highest = set.window === undefined ? Infinity : set.window.to - 3;
  const daysOf = (times: readonly number[]): number[] =>
    times
      .map((time) => dayOf(time))
      .filter((day) => day >= lowest && day <= highest)
      .sort((a, b) => a - b);
  const times = set.items.map((item) => item.time as number);
  const clear = daysOf(times.filter(midDay));
  const days = new Set(clear).size >= 2 ? clear : daysOf(times);
  const from = days[Math.floor(days.length / 4)];
  const to = days[Math.floor((days.length * 3) / 4)];
  if (from !== undefined && to !== undefined) return { from, to };
  return highest >= lowest && Number.isFinite(lowest) ? { from: lowest, to: highest } : undefined;
}

/** Why no small set was found: the checks that needed it are not run for this reason. */
export interface SetMissing {
  readonly missing: string;
}

/**
 * Works on a small set (one city, maybe a window; fits one page): its pages with a small take,
 * concatenated, must equal it; a take that divides it exactly, a page past the end; a date
 * window inside it must return the items surely inside (and its count lie between the readings
 * of the bounds, observed); typeOccurrence and idState combined with it give exact counts.
 */
export async function probeV2SmallSet(
  ctx: ProbeContext,
  found: V2Discovery,
): Promise<SmallSet | SetMissing> {
  ctx.phase("v2 paging and intersections");
  const set = await findSmallSet(ctx, found);
  if (set === undefined) {
    const reason = `no query with 4 to ${SMALL_TAKE} items found among the sampled cities`;
    for (const check of ["v2.paging.concatenation", "v2.filter.intersection"] as const)
      ctx.notRun(check, reason);
    ctx.ledger.note(`v2: ${reason}; paging concatenation and intersections not checked`);
    // The checks that needed the set later are not run for the same reason (a failed request).
    return { missing: ctx.failedInPhase() ?? reason };
  }
  const n = set.items.length;
  const take = drawTake(ctx, n);
  const pageCount = Math.ceil(n / take);
  const paged = { ...set.filters, order: "ASC", take };
  const stateId = set.items[0]?.stateId;
  const otherState = found.stateIds.find((id) => id !== stateId);
  const window = innerWindow(set);

  const [pages, , , , windowed, withVictim, sameState, elsewhere] = await Promise.all([
    Promise.all(
      Array.from({ length: pageCount }, (_, i) =>
        ctx.request("v2-occurrences", { ...paged, page: i + 1 }),
      ),
    ),
    ctx.requestPastEnd({ ...paged, page: pageCount + 1 }),
    ctx.request("v2-occurrences", { ...set.filters, order: "ASC", take: n }),
    n % 2 === 0
      ? ctx.request("v2-occurrences", { ...set.filters, order: "ASC", take: n / 2, page: 2 })
      : undefined,
    window === undefined
      ? undefined
      : ctx.request("v2-occurrences", {
          idCities: [set.cityId],
          initialdate: formatDay(window.from),
          finaldate: formatDay(window.to),
          order: "ASC",
          take: SMALL_TAKE,
        }),
    ctx.request("v2-occurrences", { ...set.filters, typeOccurrence: "withVictim", take: 1 }),
    stateId === undefined
      ? undefined
      : ctx.request("v2-occurrences", { ...set.filters, idState: stateId, take: 1 }),
    otherState === undefined
      ? undefined
      : ctx.request("v2-occurrences", { ...set.filters, idState: otherState, take: 1 }),
  ]);

  const outcomes: (CheckOutcome | undefined)[] = [checkConcatenation(pages, set.whole)];
  const count = (
    exchange: ExchangeView | undefined,
    what: string,
    expected: number | readonly number[],
    why: string,
  ): void => {
    const seen = exchange === undefined ? undefined : itemCount(exchange);
    if (exchange !== undefined && seen !== undefined) {
      outcomes.push(checkExactCount("v2.filter.intersection", exchange, what, expected, why, seen));
    }
  };
  const human = set.items.filter((item) => (item.victimCount ?? 0) > 0).length;
  const any = set.items.filter(hasAnyVictim).length;
  count(
    withVictim,
    "itemCount of typeOccurrence=withVictim ∧ the set",
    [human, any],
    `the set's items with human victims, or with human or animal victims: the spec says "with victims"`,
  );
  observeVictimReading(ctx, withVictim, human, any);
  count(
    sameState,
    "itemCount of idState (the city's own state) ∧ the set",
    n,
    "the whole set: its city lies in that state",
  );
  count(
    elsewhere,
    "itemCount of idState (another state) ∧ the set",
    0,
    "none: the city lies in another state",
  );

  const page = windowed === undefined ? undefined : pageOf(windowed);
  if (windowed !== undefined && window !== undefined && page !== undefined) {
    const ids = page.items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    outcomes.push(checkWindowInclusion("v2.filter.dates", windowed, set.reference, window, ids));
    outcomes.push(
      checkWindowCount(
        "v2.filter.intersection",
        windowed,
        set.reference,
        window,
        page.meta?.itemCount ?? ids.length,
        "itemCount of idCities ∧ dates",
      ),
    );
    if (page.meta?.itemCount === ids.length) {
      const bounds = classifyInclusivity(set.reference, window, ids);
      if (bounds !== undefined) ctx.learned.dateBounds = bounds;
      for (const text of classifyDateBounds(set.reference, window, ids, {
        from: "initialdate",
        to: "finaldate",
      })) {
        ctx.ledger.observe({ topic: "date-bounds", text, exchange: windowed });
      }
    }
  }
  // The set holds 4 or more items found from the server's own answers: a server breaking
  // paging or a combination of filters on it must answer these queries differently.
  ctx.record(witnessedBy(outcomes, { witness: queryOf(set.whole) }));
  return set;
}

/** Observes whether withVictim counts animal victims, when the set tells the two readings apart. */
function observeVictimReading(
  ctx: ProbeContext,
  exchange: ExchangeView | undefined,
  human: number,
  any: number,
): void {
  const seen = exchange === undefined ? undefined : itemCount(exchange);
  if (exchange === undefined || seen === undefined || human === any) return;
  const reading =
    seen === human ? "human victims only" : seen === any ? "human or animal victims" : undefined;
  if (reading === undefined) return;
  ctx.learned.victimReading = seen === human ? "human" : "any";
  ctx.ledger.observe({
    topic: "type-occurrence",
    text: `typeOccurrence=withVictim counts ${reading}`,
    exchange,
  });
}
