import { checkCrossCities, checkCrossDates } from "../checks/check-cross-version";
import { checkCrossRecords } from "../checks/check-cross-records";
import { nonEmptyEvidence, queryOf } from "../answer-evidence";
import { witnessedBy } from "../outcome";
import { checkExactCount, checkWindowCount, quietWindow } from "../checks/check-date-window";
import { dayOf, formatDay } from "../dates";
import { type ExchangeView, pageOf } from "../exchange";
import type { CheckOutcome } from "../outcome";
import { readV1Rows, readV2Cities, v1RowTime } from "../read-body";
import type { V2Discovery } from "./discover-v2";
import type { SmallSet } from "./find-small-set";
import type { ProbeContext } from "./probe-context";
import type { V1Findings } from "./probe-v1";
import { probeCrossDates, v1CityNamed } from "./probe-cross-dates";
import { probeCrossStates } from "./probe-cross-states";
import { isCutAtCap } from "./settle-v1-cap";
import { isNamedZone, zoneNamed } from "../shown-zone";

/**
 * Where both versions are served: the same cities (names compared case-insensitively), and the
 * same occurrences for the v2 small set's city: all of them (when the set is the whole city), and
 * those of a quiet window (edge days without items, so every reading of the bounds counts the
 * same) or else of a window inside the set (counted within the readings of the bounds).
 * `setMissing`: why no small set was found, the reason its checks here are not run.
 */
export async function probeCross(
  ctx: ProbeContext,
  v2: V2Discovery,
  set: SmallSet | undefined,
  v1: V1Findings,
  setMissing?: string,
): Promise<void> {
  ctx.phase("cross-version");
  const outcomes: (CheckOutcome | undefined)[] = [];
  const listed =
    v2.citiesExchange.status === 200 &&
    v1.citiesExchange.status === 200 &&
    readV2Cities(v2.citiesExchange.body) !== undefined &&
    readV1Rows(v1.citiesExchange.body) !== undefined;
  const capped = (exchange: ExchangeView): boolean => {
    if (!isCutAtCap(exchange, ctx.learned.v1Cap)) return false;
    // The first reason given stands; a check applied elsewhere shows none. A list cut at the cap
    // settled for every v1 list (v1 paging is not shown) is no whole set: the whole-set
    // comparisons do not apply to it. A header the spec does not state excuses nothing.
    const reason = `GET ${exchange.path} answered ${String(ctx.learned.v1Cap)} rows, the cap of every v1 list (v1 paging is not shown)`;
    for (const check of [
      "cross.cities",
      "cross.occurrence-count",
      "cross.dates",
      "cross.records",
      "v1.dates.zone",
    ] as const)
      ctx.ledger.notApplicable(check, reason);
    return true;
  };
  if (listed && !capped(v1.citiesExchange)) {
    outcomes.push(
      ...witnessedBy(
        [checkCrossCities(v2.citiesExchange, v2.cities, v1.citiesExchange, v1.cityRows)],
        nonEmptyEvidence([v1.citiesExchange, v2.citiesExchange], 2, "a city list is empty"),
      ),
    );
  }
  // Every state, both versions: its cities and its count of occurrences (all days).
  if (listed) outcomes.push(...(await probeCrossStates(ctx, v2.cities, v1.cityRows)));
  const name = v2.cities.find((city) => city.id === set?.cityId)?.name;
  const city = name === undefined ? undefined : v1CityNamed(v1.cityRows, name);
  const window = set === undefined ? undefined : quietWindow(set.reference);
  if (set === undefined || city === undefined || name === undefined) {
    for (const check of [
      "cross.occurrence-count",
      "cross.dates",
      "cross.records",
      "v1.dates.zone",
    ] as const)
      ctx.notRun(
        check,
        set === undefined && setMissing !== undefined
          ? setMissing
          : "no city with a small set of occurrences found in both versions",
      );
  } else {
    const cityId = String(city.CidadeId);
    const fullRows = await ctx.request("v1-occurrences", { "cidade_id[]": [cityId] });
    if (fullRows.status === 200) {
      outcomes.push(checkCrossRecords(set.whole, fullRows, readV1Rows(fullRows.body) ?? [], city));
      outcomes.push(...(await probeCrossDates(ctx, set.whole, fullRows, v1.cityRows)));
    }
    // A set read in a window with no quiet days around it (a dense world: every day holds the
    // city's records) counts the whole city instead, by its v2 itemCount.
    const wholeCity = set.window !== undefined && window === undefined;
    const [all, windowed, v2City] = await Promise.all([
      set.window === undefined || wholeCity
        ? ctx.request("v1-occurrences", { "cidade_id[]": [cityId], "field[]": ["id_ocorrencia"] })
        : undefined,
      window === undefined
        ? undefined
        : ctx.request("v1-occurrences", {
            "cidade_id[]": [cityId],
            "data_ocorrencia[gt]": formatDay(window.from),
            "data_ocorrencia[lt]": formatDay(window.to),
            "field[]": ["id_ocorrencia", "data_ocorrencia"],
          }),
      wholeCity ? ctx.request("v2-occurrences", { idCities: [set.cityId], take: 1 }) : undefined,
    ]);
    // A capped list (v1 paging is not shown) does not count the whole set.
    const rows = (exchange: ExchangeView | undefined): number | undefined =>
      exchange !== undefined && exchange.status === 200 && !capped(exchange)
        ? readV1Rows(exchange.body)?.length
        : undefined;
    const allCount = rows(all);
    const v2Count = wholeCity ? pageOf(v2City)?.meta?.itemCount : set.items.length;
    if (all !== undefined && allCount !== undefined && v2Count !== undefined) {
      const why = `itemCount of idCities=${set.cityId} in v2`;
      outcomes.push(
        checkExactCount(
          "cross.occurrence-count",
          all,
          `v1 rows of ${name}`,
          v2Count,
          why,
          allCount,
        ),
      );
    }
    const windowCount = rows(windowed);
    if (windowed !== undefined && window !== undefined && windowCount !== undefined) {
      const v1Times = (readV1Rows(windowed.body) ?? []).flatMap((row) => {
        const time = v1RowTime(row);
        return time === undefined ? [] : [time];
      });
      // A named zone (daylight saving) shows the records on its own clock: compared on it.
      const zone = ctx.learned.v1Zone;
      const shown = zone === undefined || !isNamedZone(zone) ? undefined : zoneNamed(zone);
      const v2Times = set.reference.items
        .filter((item) => dayOf(item.time) >= window.from && dayOf(item.time) <= window.to)
        .map((item) => (shown === undefined ? item.time : item.time + shown.offsetAt(item.time)));
      outcomes.push(checkCrossDates(windowed, v1Times, v2Times));
      outcomes.push(
        checkWindowCount(
          "cross.occurrence-count",
          windowed,
          set.reference,
          window,
          windowCount,
          `v1 rows of ${name}`,
        ),
      );
    }
  }
  ctx.record(
    witnessedBy(
      outcomes,
      set === undefined
        ? { reason: "no city with a small set of occurrences" }
        : { witness: queryOf(set.whole) },
    ),
  );
}
