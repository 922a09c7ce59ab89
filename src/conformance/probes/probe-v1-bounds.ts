import { queryOf } from "../answer-evidence";
import type { Reference } from "../checks/check-date-window";
import { checkV1BoundDays } from "../checks/check-v1-bound-days";
import { dayOf, formatDay } from "../dates";
import type { ExchangeView } from "../exchange";
import { readV1Rows } from "../read-body";
import type { ProbeContext } from "./probe-context";

/**
 * The window of the v1 date-bound witness from the days a city's rows show: `[gt]` the day after
 * a day with rows, `[lt]` the day before a later one, two days apart at least (so a day lies
 * between them). Drawn from the city's first and last quarters, without the seed: the other
 * draws of the run stay as they were. Undefined when the rows span fewer than three days.
 */
export function boundWitnessWindow(
  reference: Reference,
): { readonly from: number; readonly to: number } | undefined {
  const days = [...new Set(reference.items.map((item) => dayOf(item.time)))].sort((a, b) => a - b);
  const low = days[Math.floor(days.length / 4)];
  if (low === undefined) return undefined;
  const later = days.filter((day) => day >= low + 3);
  const high = later[Math.floor((later.length * 3) / 4)] ?? later[later.length - 1];
  return high === undefined ? undefined : { from: low + 1, to: high - 1 };
}

/**
 * v1 data_ocorrencia[gt]/[lt] judged exactly (v1.filter.dates): one window of the city whose
 * neighbour days outside its bounds hold rows of the city, so a server that also returns the day
 * before `[gt]` or the day after `[lt]` shows one; every row of the days between must come back.
 * The city's rows are the reference (`whole`: not capped below their total).
 */
export async function probeV1Bounds(
  ctx: ProbeContext,
  cityId: string,
  reference: Reference,
  whole: boolean,
  capped: (exchange: ExchangeView) => boolean,
): Promise<void> {
  const window = boundWitnessWindow(reference);
  if (window === undefined || !whole) {
    ctx.ledger.observe({
      topic: "v1-date-bounds",
      text: `data_ocorrencia[gt]/[lt] edges: ${window === undefined ? "the city's rows span fewer than three days" : "the city's rows are capped"}; no window with rows on the days outside its bounds`,
    });
    return;
  }
  const exchange = await ctx.request("v1-occurrences", {
    "cidade_id[]": [cityId],
    "data_ocorrencia[gt]": formatDay(window.from),
    "data_ocorrencia[lt]": formatDay(window.to),
    "field[]": ["id_ocorrencia", "data_ocorrencia"],
  });
  if (exchange.status !== 200 || capped(exchange)) return;
  const ids = (readV1Rows(exchange.body) ?? []).map((row) => String(row.id_ocorrencia));
  const judged = checkV1BoundDays(exchange, reference, window, ids);
  ctx.record([{ ...judged, witness: queryOf(exchange) }]);
}
