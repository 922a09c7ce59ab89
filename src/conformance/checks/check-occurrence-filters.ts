import type { CheckId } from "../check-catalogue";
import { formatDay, inRange, parseDay, possibleRange, type DayWindow } from "../dates";
import { queryValue, queryValues, type CheckInput } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import type { LooseOccurrence } from "../read-body";

/** The date window of a v2 occurrences request (initialdate, finaldate), as day numbers. */
export function v2Window(exchange: Pick<CheckInput, "query">): DayWindow {
  const from = queryValue(exchange.query, "initialdate");
  const to = queryValue(exchange.query, "finaldate");
  return {
    ...(from === undefined ? {} : { from: parseDay(from) }),
    ...(to === undefined ? {} : { to: parseDay(to) }),
  };
}

/** Renders a window for messages: `2021-03-01..2021-03-09`. */
export function describeWindow(window: DayWindow): string {
  const from = window.from === undefined ? "" : formatDay(window.from);
  const to = window.to === undefined ? "" : formatDay(window.to);
  return `${from}..${to}`;
}

function filterOutcome(
  check: CheckId,
  exchange: CheckInput,
  items: readonly LooseOccurrence[],
  holds: (item: LooseOccurrence) => boolean,
  rule: string,
  describe: (item: LooseOccurrence) => string,
): CheckOutcome {
  const offenders = items.filter((item) => !holds(item));
  const first = offenders[0];
  return outcome(
    check,
    first === undefined
      ? []
      : [
          failure(
            check,
            exchange,
            `${offenders.length} of ${items.length} item(s) break ${rule}`,
            `every item satisfies ${rule}`,
            `item ${first.id ?? "?"}: ${describe(first)}`,
          ),
        ],
  );
}

/**
 * The filters of a v2 occurrences request hold on every item returned (api-v2 4.1): idState,
 * idCities (any of them), the date window (items outside the closed window, widened by a day at
 * each edge, must not come back) and typeOccurrence=withVictim.
 */
export function checkOccurrenceFilters(
  exchange: CheckInput,
  items: readonly LooseOccurrence[],
): CheckOutcome[] {
  const outcomes: CheckOutcome[] = [];
  const state = queryValue(exchange.query, "idState");
  if (state !== undefined) {
    outcomes.push(
      filterOutcome(
        "v2.filter.state",
        exchange,
        items,
        // A UUID reads alike in either case (RFC 9562): a server may write it upper case.
        (item) => item.stateId?.toLowerCase() === state.toLowerCase(),
        `idState=${state}`,
        (item) => `state.id ${item.stateId ?? "missing"}`,
      ),
    );
  }
  const cities = queryValues(exchange.query, "idCities");
  if (cities.length > 0) {
    outcomes.push(
      filterOutcome(
        "v2.filter.cities",
        exchange,
        items,
        (item) =>
          item.cityId !== undefined &&
          cities.some((city) => city.toLowerCase() === item.cityId!.toLowerCase()),
        `idCities in [${cities.join(", ")}]`,
        (item) => `city ${item.cityId ?? "missing"} ${item.cityName ?? ""}`.trim(),
      ),
    );
  }
  const window = v2Window(exchange);
  if (window.from !== undefined || window.to !== undefined) {
    const range = possibleRange(window);
    outcomes.push(
      filterOutcome(
        "v2.filter.dates",
        exchange,
        items,
        (item) => item.time === undefined || inRange(item.time, range),
        `the date window ${describeWindow(window)} (edges widened by a day)`,
        (item) => `date ${item.date ?? "missing"}`,
      ),
    );
  }
  if (queryValue(exchange.query, "typeOccurrence") === "withVictim") {
    outcomes.push(
      filterOutcome(
        "v2.filter.type-occurrence",
        exchange,
        items,
        // "with victims" (api-v2 4.1) may or may not count animal victims: either holds.
        (item) => item.victimCount === undefined || hasAnyVictim(item),
        "typeOccurrence=withVictim",
        (item) =>
          `${item.victimCount ?? "?"} human and ${item.animalVictimCount ?? "?"} animal victims`,
      ),
    );
  }
  return outcomes;
}

/** Whether an occurrence has a victim of either kind, human or animal. */
export function hasAnyVictim(item: LooseOccurrence): boolean {
  return (item.victimCount ?? 0) > 0 || (item.animalVictimCount ?? 0) > 0;
}
