import { failedRequestReason, isUnanswered } from "../failed-answer";
import { pathOf } from "../../contract";
import { nonEmptyEvidence } from "../answer-evidence";
import { failure, outcome, witnessedBy } from "../outcome";
import { checkPartition } from "../checks/check-partition";
import { checkTypeOnSet, checkTypePartition } from "../checks/check-type-partition";
import { dayOf, formatDay, latestLeapDay } from "../dates";
import { type ExchangeView, type QueryInput, pageOf } from "../exchange";
import type { V2Discovery } from "./discover-v2";
import type { SmallSet } from "./find-small-set";
import type { ProbeContext } from "./probe-context";
import type { LooseOccurrence } from "../read-body";

/** The take of the withoutVictim page whose items tell its reading (animal victims or not). */
const WITHOUT_TAKE = 50;

const count = (query: QueryInput): QueryInput => ({ ...query, take: 1 });

/**
 * The first day of the second part when [from, to] is split after `day`: the parts partition the
 * window under the server's reading of the bounds (api-v2 4.1 leaves it open). Both inclusive:
 * [from, day] ∪ [day+1, to]; one exclusive: the next starts on `day`; both exclusive: (from, day)
 * ∪ (day-1, to). The offset the days are read in shifts every bound alike, so it cancels out.
 */
export function secondPartStart(
  day: number,
  bounds: { fromInclusive: boolean; toInclusive: boolean },
): number {
  return day + (bounds.fromInclusive ? 1 : 0) + (bounds.toInclusive ? 1 : 0) - 1;
}

/**
 * Partitions by typeOccurrence and by date range (api-v2 4.1), judged by what the suite has
 * classified of this server (the reading of "with victims", the bounds' inclusivity): alone and
 * with idState. Where a reading is undetermined, the difference is observed, not failed.
 */
export async function probeV2Parts(
  ctx: ProbeContext,
  found: V2Discovery,
  set: SmallSet | undefined,
): Promise<void> {
  ctx.phase("v2 partitions by typeOccurrence and dates");
  const unfiltered = ctx.v2Occurrences.find((exchange) => exchange.query.length === 0);
  // A time well inside its day in UTC and in UTC-03:00, so its day is the same in both.
  const midDay = (item: LooseOccurrence): boolean => {
    const hour = item.time === undefined ? -1 : new Date(item.time).getUTCHours();
    return item.stateId !== undefined && hour >= 6 && hour < 20;
  };
  // The sample's, else (a dense world: sample pages an hour or two wide, at night) those of every
  // record the run has listed.
  const sampled = found.sample.filter(midDay);
  const anchors =
    sampled.length > 0
      ? sampled
      : ctx.v2Occurrences.flatMap((exchange) => (pageOf(exchange)?.items ?? []).filter(midDay));
  // The median sampled time: the sample is already a seeded draw, and drawing again here would
  // shift every later draw of the run (the other probes' choices stay as they were).
  const anchor = [...anchors].sort((a, b) => (a.time as number) - (b.time as number))[
    Math.floor(anchors.length / 2)
  ];
  const stateId = anchor?.stateId ?? found.stateIds[0];
  // One after the other: both may observe, and the report's observations keep a stable order.
  await typePartition(ctx, unfiltered, stateId, set);
  await datePartition(ctx, found, anchor?.time, stateId);
}

async function typePartition(
  ctx: ProbeContext,
  unfiltered: ExchangeView | undefined,
  stateId: string | undefined,
  set: SmallSet | undefined,
): Promise<void> {
  const [without, all] = await Promise.all([
    ctx.client.get(pathOf("v2-occurrences"), {
      typeOccurrence: "withoutVictim",
      take: WITHOUT_TAKE,
    }),
    ctx.client.get(pathOf("v2-occurrences"), count({ typeOccurrence: "all" })),
  ]);
  const failed = [without, all].find((exchange) => isUnanswered(exchange));
  if (failed !== undefined) {
    ctx.notRun("v2.partition.type-occurrence", failedRequestReason(`GET ${failed.path}`, failed));
    return;
  }
  const refused = [without, all].find((exchange) => exchange.status !== 200);
  if (refused !== undefined) {
    // The spec shows withVictim only: a server without the other values lacks the feature the
    // partition needs, which is no failure and leaves nothing missing.
    ctx.ledger.notApplicable(
      "v2.partition.type-occurrence",
      `typeOccurrence=${refused.query.find(([name]) => name === "typeOccurrence")?.[1] ?? "?"} answered HTTP ${refused.status} (values other than withVictim are not shown in the spec)`,
    );
    return;
  }
  if (unfiltered === undefined) {
    ctx.notRun("v2.partition.type-occurrence", "no unfiltered count");
    return;
  }
  const scoped = (query: QueryInput): Promise<ExchangeView> =>
    ctx.request("v2-occurrences", count(query));
  const byState = stateId === undefined ? {} : { idState: stateId };
  const full = ctx.learned.setReadInFull;
  const [withVictim, stateWhole, stateWith, stateWithout, stateAll, setWithout, fullWithout] =
    await Promise.all([
      scoped({ typeOccurrence: "withVictim" }),
      scoped(byState),
      scoped({ ...byState, typeOccurrence: "withVictim" }),
      scoped({ ...byState, typeOccurrence: "withoutVictim" }),
      scoped({ ...byState, typeOccurrence: "all" }),
      set === undefined
        ? undefined
        : ctx.request("v2-occurrences", {
            ...set.filters,
            typeOccurrence: "withoutVictim",
            take: set.items.length,
          }),
      full === undefined ? undefined : scoped({ ...full.query, typeOccurrence: "withoutVictim" }),
    ]);
  const withoutItems = pageOf(without)?.items ?? [];
  const readings = {
    ...(ctx.learned.victimReading === undefined ? {} : { withVictim: ctx.learned.victimReading }),
    withoutHasAnimal: withoutItems.some((item) => (item.animalVictimCount ?? 0) > 0),
  };
  const judged = [
    checkTypePartition(
      { scope: "the whole", unfiltered, withVictim, withoutVictim: without, all },
      readings,
    ),
    checkTypePartition(
      {
        scope: `idState=${stateId ?? "?"}`,
        unfiltered: stateWhole,
        withVictim: stateWith,
        withoutVictim: stateWithout,
        all: stateAll,
      },
      readings,
    ),
  ];
  for (const { observation } of judged) {
    if (observation !== undefined)
      ctx.ledger.observe({ topic: "type-occurrence", text: observation, exchange: without });
  }
  ctx.record(
    witnessedBy(
      [
        ...judged.map((j) => j.outcome),
        setWithout === undefined || set === undefined
          ? undefined
          : checkTypeOnSet(setWithout, set.items),
        fullWithout === undefined || full === undefined
          ? undefined
          : checkTypeOnSet(fullWithout, full.items),
      ],
      nonEmptyEvidence([withVictim, without], 2, "no occurrences both with and without victims"),
    ),
  );
}

/** The most records of the leap day read to tell its part from its neighbours'. */
const LEAP_DAY_TAKE = 50;

/**
 * Every occurrence split around the latest 29 February inside the data (when one is and the
 * bounds' reading is classified): before it, the leap day alone, after it, each part bounded
 * where the reading puts its edge. Their counts add up to the unfiltered total, and the leap
 * day's records (up to LEAP_DAY_TAKE) are neither the last record before it nor the first after
 * it. A server that builds a bound through a month-length table without leap years (or on a Date
 * of a common year) reads the 29th as 1 March: the leap day's part is another day, which the
 * counts show unless the two days hold as many records, and the records show when 1 March holds
 * one. Kept aside; a failure only (the split at the sampled day witnesses the rule).
 */
async function splitAtLeapDay(
  ctx: ProbeContext,
  unfiltered: ExchangeView,
  first: number,
  last: number,
  classified: NonNullable<ProbeContext["learned"]["dateBounds"]>,
): Promise<void> {
  const leap = latestLeapDay(first, last);
  if (leap === undefined) return;
  const [before, after] = [leap - 1, leap].map((day) => secondPartStart(day, classified));
  const queries: QueryInput[] = [
    { finaldate: formatDay(leap - 1), order: "DESC", take: 1 },
    {
      initialdate: formatDay(before as number),
      finaldate: formatDay(leap),
      order: "ASC",
      take: LEAP_DAY_TAKE,
    },
    { initialdate: formatDay(after as number), order: "ASC", take: 1 },
  ];
  const parts = await Promise.all(
    queries.map((query) => ctx.requestAside("v2-occurrences", query)),
  );
  const what = `every occurrence split before and after the leap day ${formatDay(leap)}`;
  const checked = checkPartition("v2.partition.dates", unfiltered, parts, what);
  const [lastBefore, day, firstAfter] = parts.map((part) => pageOf(part)?.items ?? []);
  const neighbours = new Set([lastBefore?.[0]?.id, firstAfter?.[0]?.id]);
  const shared = day?.find((item) => item.id !== undefined && neighbours.has(item.id));
  if (checked !== undefined && checked.failures.length > 0) ctx.record([checked]);
  else if (shared !== undefined && parts[1] !== undefined)
    ctx.record([
      outcome("v2.partition.dates", [
        failure(
          "v2.partition.dates",
          parts[1],
          `${what}: the leap day's part lists a record of a part beside it`,
          "parts that share no record",
          `${shared.id ?? "?"} dated ${shared.date ?? "?"}`,
        ),
      ]),
    ]);
}

async function datePartition(
  ctx: ProbeContext,
  found: V2Discovery,
  anchorTime: number | undefined,
  stateId: string | undefined,
): Promise<void> {
  const classified = ctx.learned.dateBounds;
  const from = found.firstDay;
  const to = found.lastDay;
  if (anchorTime === undefined || from === undefined || to === undefined || to - from < 4) {
    ctx.notRun("v2.partition.dates", "no sampled occurrence to split a window at");
    return;
  }
  const day = Math.min(Math.max(dayOf(anchorTime), from + 2), to - 2);
  const window = (a: number, b: number): QueryInput =>
    count({ initialdate: formatDay(a), finaldate: formatDay(b) });
  const byState = stateId === undefined ? {} : { idState: stateId };
  // Every start of the second part some reading of the bounds calls for: day-1, day, day+1.
  const starts = [day - 1, day, day + 1];
  const [whole, first, ...seconds] = await Promise.all(
    [window(from - 1, to + 1), window(from - 1, day), ...starts.map((s) => window(s, to + 1))].map(
      (query) => ctx.request("v2-occurrences", query),
    ),
  );
  if (whole === undefined || first === undefined) return;
  const fits = starts.filter(
    (_, i) =>
      checkPartition("v2.partition.dates", whole, [first, seconds[i] as ExchangeView], "")?.failures
        .length === 0,
  );
  // The classified reading decides; without one, a start the server's own answers fit (several
  // fit when the days at the split hold no item: every reading then splits alike). None fitting
  // is a failure under every reading: it is shown against the split of inclusive bounds.
  const next = classified !== undefined ? secondPartStart(day, classified) : (fits[0] ?? day + 1);
  if (classified === undefined && fits.length > 1) {
    ctx.ledger.observe({
      topic: "date-bounds",
      text: `date partition: the bounds' reading undetermined; ${fits.length} of the 3 splits at ${formatDay(day)} fit the whole`,
      exchange: whole,
    });
  }
  const reading =
    classified === undefined
      ? fits.length === 0
        ? "no reading of the bounds fits; shown against inclusive bounds"
        : "a split the unfiltered window's parts fit"
      : `bounds ${classified.fromInclusive ? "inclusive" : "exclusive"}/${classified.toInclusive ? "inclusive" : "exclusive"}, as classified`;
  const what = (scope: string): string =>
    `${formatDay(from - 1)}..${formatDay(to + 1)} split at ${formatDay(day)} | ${formatDay(next)} (${reading}), ${scope}`;
  const state = await Promise.all(
    [window(from - 1, to + 1), window(from - 1, day), window(next, to + 1)].map((query) =>
      ctx.request("v2-occurrences", { ...query, ...byState }),
    ),
  );
  const [stateWhole, ...stateParts] = state;
  // Each bound alone: finaldate=m and initialdate=m' add up to every occurrence (a lone bound
  // given a default other bound, a year back or the same day, loses some). Kept aside: added
  // after the draws were fixed, their answers must not move them.
  const unfiltered = ctx.v2Occurrences.find((exchange) => exchange.query.length === 0);
  const lone = await Promise.all(
    [{ finaldate: formatDay(day) }, { initialdate: formatDay(next) }].map((query) =>
      ctx.requestAside("v2-occurrences", count(query)),
    ),
  );
  if (unfiltered !== undefined && classified !== undefined)
    await splitAtLeapDay(ctx, unfiltered, from + 1, to - 1, classified);
  ctx.record(
    witnessedBy(
      [
        checkPartition(
          "v2.partition.dates",
          whole,
          [first, seconds[starts.indexOf(next)] as ExchangeView],
          what("alone"),
        ),
        unfiltered === undefined
          ? undefined
          : checkPartition(
              "v2.partition.dates",
              unfiltered,
              lone,
              `finaldate=${formatDay(day)} alone and initialdate=${formatDay(next)} alone (${reading}), against every occurrence`,
            ),
        stateWhole === undefined
          ? undefined
          : checkPartition(
              "v2.partition.dates",
              stateWhole,
              stateParts,
              what(`∧ idState=${stateId ?? "?"}`),
            ),
      ],
      nonEmptyEvidence(
        [first, seconds[starts.indexOf(next)]],
        2,
        "the window's two parts do not both hold occurrences",
      ),
    ),
  );
}
