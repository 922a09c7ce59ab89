import { profileBounds } from "./profile-bounds";
import { queryOf } from "../answer-evidence";
import type { Reference } from "../checks/check-date-window";
import { checkV1BoundDays } from "../checks/check-v1-bound-days";
import { DAY_MS, dayOf, formatDay, V1_CLOCK_SLACK_MS } from "../dates";
import type { ExchangeView, QueryInput } from "../exchange";
import { readV1Rows, v1RowTime } from "../read-body";
import type { ProbeContext } from "./probe-context";

/**
 * Days each side of the anchor of the state window read when the city's rows are too few: the
 * first span, then (one request more, on a sparse world) the wider one.
 */
const STATE_SPANS_DAYS = [30, 120] as const;

/** The columns the bound witness reads. */
const FIELDS = ["id_ocorrencia", "data_ocorrencia"];

/**
 * Whether a row is shown well inside its day: V1_CLOCK_SLACK_MS from either edge, where no clock
 * the bounds may be read on (V1_CLOCK_SLACK_MS) moves it to another day.
 */
function wellInsideItsDay(time: number): boolean {
  const into = time - dayOf(time) * DAY_MS;
  return into >= V1_CLOCK_SLACK_MS && into < DAY_MS - V1_CLOCK_SLACK_MS;
}

/**
 * The window of the v1 date-bound witness from the days a reference's rows show: `[gt]` the day
 * after a day with rows, `[lt]` the day before a later one, two days apart at least (so a day
 * lies between them). Only rows well inside their day count (wellInsideItsDay): a row of a
 * neighbour day that came back then shows whatever clock the bounds are read on. Drawn from the
 * first and last quarters, without the seed: the other draws of the run stay as they were.
 * Undefined when the rows span fewer than three days.
 */
export function boundWitnessWindow(
  reference: Reference,
): { readonly from: number; readonly to: number } | undefined {
  const inside = reference.items.filter((item) => wellInsideItsDay(item.time));
  const days = [...new Set(inside.map((item) => dayOf(item.time)))].sort((a, b) => a - b);
  const low = days[Math.floor(days.length / 4)];
  if (low === undefined) return undefined;
  const later = days.filter((day) => day >= low + 3);
  const high = later[Math.floor((later.length * 3) / 4)] ?? later[later.length - 1];
  return high === undefined ? undefined : { from: low + 1, to: high - 1 };
}

/** The city the v1 probe reads: its ids, and a day it has rows on. */
export interface BoundsCity {
  readonly cityId: string;
  readonly stateId: string;
  readonly anchor: number;
}

/**
 * v1 data_ocorrencia[gt]/[lt] judged exactly (v1.filter.dates): one window whose neighbour days
 * outside its bounds hold rows, so a server that also returns the day before `[gt]` or the day
 * after `[lt]` shows one; every row of the days between must come back. The reference is the
 * city's rows (`whole`: not capped); when they span fewer than three days, the rows of the
 * city's state within ±30 days of the anchor (the days strictly inside that window, which every
 * reading of its bounds returns), one request more, and ±120 days when those are still too few
 * (STATE_SPANS_DAYS).
 */
export async function probeV1Bounds(
  ctx: ProbeContext,
  city: BoundsCity,
  cityReference: Reference,
  whole: boolean,
  capped: (exchange: ExchangeView) => boolean,
): Promise<void> {
  let base: QueryInput = { "cidade_id[]": [city.cityId] };
  let reference = cityReference;
  let window = whole ? boundWitnessWindow(reference) : undefined;
  for (const span of STATE_SPANS_DAYS) {
    if (window !== undefined) break;
    const [first, last] = [city.anchor - span, city.anchor + span];
    base = { "estado_id[]": [city.stateId] };
    const outer = await ctx.request("v1-occurrences", {
      ...base,
      "data_ocorrencia[gt]": formatDay(first),
      "data_ocorrencia[lt]": formatDay(last),
      "field[]": FIELDS,
    });
    const complete = { start: (first + 1) * DAY_MS, end: last * DAY_MS };
    const items = (outer.status === 200 && !capped(outer) ? (readV1Rows(outer.body) ?? []) : [])
      .flatMap((row) => {
        const time = v1RowTime(row);
        return time === undefined ? [] : [{ id: String(row.id_ocorrencia), time }];
      })
      .filter((item) => item.time >= complete.start && item.time < complete.end);
    reference = { items, complete };
    window = boundWitnessWindow(reference);
  }
  if (window === undefined) {
    ctx.ledger.observe({
      topic: "v1-date-bounds",
      text: "data_ocorrencia[gt]/[lt] edges: no rows well inside three days of the city or its state near the anchor; no window with rows on the days outside its bounds",
    });
    return;
  }
  const exchange = await ctx.request("v1-occurrences", {
    ...base,
    "data_ocorrencia[gt]": formatDay(window.from),
    "data_ocorrencia[lt]": formatDay(window.to),
    "field[]": FIELDS,
  });
  if (exchange.status !== 200 || capped(exchange)) return;
  const ids = (readV1Rows(exchange.body) ?? []).map((row) => String(row.id_ocorrencia));
  // A profile folder's settings.json makes the bound days' reading an expectation.
  const judged = checkV1BoundDays(exchange, reference, window, ids, profileBounds(ctx));
  ctx.record([{ ...judged, witness: queryOf(exchange) }]);
}
