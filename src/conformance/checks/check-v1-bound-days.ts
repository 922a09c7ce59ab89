import {
  betweenBoundsRange,
  boundDaysRange,
  inRange,
  V1_CLOCK_SLACK_MS,
  widenedBy,
  type DayWindow,
} from "../dates";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";
import type { Reference } from "./check-date-window";
import { describeWindow } from "./check-occurrence-filters";
import type { V1Bounds } from "../../query/v1";

/** YYYY-MM-DD HH:MM:SS of an instant on the v1 clock (the zone data_ocorrencia is shown in). */
function shown(time: number): string {
  return new Date(time).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * A v1 window's complete answer against the rows of its base query (`reference`, on the clock
 * data_ocorrencia is shown on): every reference row on a day strictly between the bounds comes
 * back; none from a day before `[gt]` or after `[lt]` does, with V1_CLOCK_SLACK_MS either way at
 * each day's edge (the clock the bounds are read on may differ from the shown one). The bound days
 * go either way, unless `expected` says how they read (`reading`, from `source`: a profile
 * folder's settings.json, or the reading this run settled): `inclusive`, every row of both bound
 * days comes back; `exclusive`, none does; a row within V1_CLOCK_SLACK_MS of a bound day's edge
 * either way, for the same clock.
 */
export function checkV1BoundDays(
  exchange: CheckInput,
  reference: Reference,
  window: Required<DayWindow>,
  resultIds: readonly string[],
  expected?: { readonly reading: V1Bounds; readonly source: string },
): CheckOutcome {
  const returned = new Set(resultIds);
  const between = widenedBy(betweenBoundsRange(window), -V1_CLOCK_SLACK_MS);
  const outside = (time: number): boolean =>
    !inRange(time, widenedBy(boundDaysRange(window), V1_CLOCK_SLACK_MS));
  const missing = reference.items.find(
    (item) => inRange(item.time, between) && !returned.has(item.id),
  );
  const extra = reference.items.find((item) => outside(item.time) && returned.has(item.id));
  const text = describeWindow(window);
  // A bound day's rows away from its edges by the clock slack: on that day on any clock.
  const onBoundDay = (time: number): boolean =>
    [window.from, window.to].some((day) =>
      inRange(time, widenedBy(boundDaysRange({ from: day, to: day }), -V1_CLOCK_SLACK_MS)),
    );
  const reading = expected?.reading;
  const againstSettings =
    reading === undefined
      ? undefined
      : reference.items.find(
          (item) => onBoundDay(item.time) && returned.has(item.id) !== (reading === "inclusive"),
        );
  return outcome("v1.filter.dates", [
    ...(againstSettings === undefined
      ? []
      : [
          failure(
            "v1.filter.dates",
            exchange,
            `a row of a bound day of ${text} ${reading === "inclusive" ? "is missing" : "came back"}: ${expected?.source ?? ""} states v1Bounds ${reading ?? ""}`,
            `the bound days ${reading === "inclusive" ? "kept" : "dropped"} (v1Bounds ${reading ?? ""}; ${V1_CLOCK_SLACK_MS / 3_600_000} hours from their edges either way, for the clock the bounds are read on)`,
            `row ${againstSettings.id} shown ${shown(againstSettings.time)} ${returned.has(againstSettings.id) ? "came back" : "is missing"}`,
          ),
        ]),
    ...(missing === undefined
      ? []
      : [
          failure(
            "v1.filter.dates",
            exchange,
            `a row of a day between the bounds ${text} is missing`,
            "every row of the days strictly between data_ocorrencia[gt] and [lt] (5 hours from their edges, for the clock the bounds are read on)",
            `missing row ${missing.id} shown ${shown(missing.time)}`,
          ),
        ]),
    ...(extra === undefined
      ? []
      : [
          failure(
            "v1.filter.dates",
            exchange,
            `a row of a day outside the bounds ${text} came back`,
            "no row shown on a day before data_ocorrencia[gt] or after [lt] (the bound days either way, and 5 hours beyond them for the clock the bounds are read on)",
            `row ${extra.id} shown ${shown(extra.time)}`,
          ),
        ]),
  ]);
}
