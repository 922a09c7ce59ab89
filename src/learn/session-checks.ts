import {
  checkCitiesFilters,
  checkCityState,
  checkCrossCities,
  checkItemCountStable,
  checkNarrowing,
  checkNestedIds,
  type CheckOutcome,
  checkRecordsStable,
  checkRepeatable,
  checkTakeAgreement,
  checkV1CityFilters,
  checkV1Rows,
  checkV2Resources,
  nonEmptyEvidence,
  queryOf,
  readV1Rows,
  readV2Cities,
  readV2Page,
  witnessedBy,
} from "../conformance/checks-entry";
import type { CaptureFacts } from "./capture-facts";
import { crossRecordOutcomes } from "./cross-records";
import { checkFilterCounts } from "./filter-counts";
import { filterIntersections } from "./filter-intersection";
import type { KeptAnswers } from "./kept-answers";
import type { LearnView } from "./learn-view";
import { pageConcatenations } from "./page-concatenation";
import { pageReversals } from "./page-reverse";
import { pageSessions } from "./page-sessions";
import { statePartition } from "./state-partition";
import { v1Partitions } from "./v1-partition";

export { KEPT_KINDS, type KeptKind } from "./kept-answers";

/** The first answer of a list asked with none of the query's parameters: the whole list. */
function unfiltered(views: readonly LearnView[]): LearnView | undefined {
  return views.find((view) => view.query.length === 0);
}

function held(check: CheckOutcome["check"], reason: string): CheckOutcome {
  return { check, failures: [], unwitnessed: reason };
}

/** The same query asked twice or more: the same records, in the same order. */
function repeated(views: readonly LearnView[]): CheckOutcome[] {
  const byQuery = new Map<string, LearnView[]>();
  for (const view of views) {
    const same = byQuery.get(queryOf(view));
    if (same === undefined) byQuery.set(queryOf(view), [view]);
    else same.push(view);
  }
  const outcomes = [...byQuery.values()].flatMap(([first, ...again]) =>
    first === undefined || again.length === 0 ? [] : checkRepeatable(first, again),
  );
  if (outcomes.length > 0 || views.length === 0) return outcomes;
  const why = "no query asked twice in the capture";
  return [held("v2.paging.repeatable", why), held("v2.paging.stable-order", why)];
}

function v2Joint(kept: KeptAnswers): CheckOutcome[] {
  const views = kept["v2-occurrences"];
  if (views.length === 0) return [];
  const counts = checkItemCountStable(views);
  const outcomes = [
    ...pageSessions(views),
    ...pageConcatenations(views),
    ...pageReversals(views),
    ...filterIntersections(views),
    ...(counts.length > 0
      ? counts
      : [held("v2.paging.item-count-stable", "no filters answered twice in the capture")]),
    ...repeated(views),
    checkTakeAgreement(views),
    checkNarrowing(views),
    checkRecordsStable(views),
    checkNestedIds(views),
  ];
  const cities = unfiltered(kept["v2-cities"]);
  outcomes.push(...statePartition(views, cities));
  if (cities === undefined) {
    const why = "no unfiltered cities list in the capture";
    return [...outcomes, held("v2.records.city-state", why)];
  }
  const listed = new Set((readV2Cities(cities.body) ?? []).map((city) => city.id));
  const joined = views.find((view) =>
    (readV2Page(view.body)?.items ?? []).some((item) => listed.has(item.cityId)),
  );
  const evidence =
    joined === undefined ? { reason: "no record of a listed city" } : { witness: queryOf(joined) };
  return [
    ...outcomes,
    ...witnessedBy([checkCityState(cities, views), checkV2Resources(cities, views)], evidence),
  ];
}

function v2CityFilters(kept: KeptAnswers): CheckOutcome[] {
  const whole = unfiltered(kept["v2-cities"]);
  const all = whole === undefined ? undefined : readV2Cities(whole.body);
  return kept["v2-cities"].flatMap((view) => {
    const returned = readV2Cities(view.body);
    if (returned === undefined || view === whole) return [];
    const evidence =
      all === undefined
        ? { reason: "no unfiltered cities list in the capture" }
        : returned.length > 0 && returned.length < all.length
          ? { witness: queryOf(view) }
          : { reason: "no filtered cities list that leaves a listed city out" };
    return witnessedBy([checkCitiesFilters(view, returned, all ?? returned)], evidence);
  });
}

function v1Joint(kept: KeptAnswers): CheckOutcome[] {
  const whole = unfiltered(kept["v1-cities"]);
  const all = whole === undefined ? undefined : readV1Rows(whole.body);
  const filters = kept["v1-cities"].flatMap((view) => {
    const rows = readV1Rows(view.body);
    if (rows === undefined || view === whole) return [];
    const evidence =
      all !== undefined && rows.length > 0 && rows.length < all.length
        ? { witness: queryOf(view) }
        : { reason: "no unfiltered v1 cities list, or no filtered one that leaves a city out" };
    return witnessedBy([checkV1CityFilters(view, rows, all)], evidence);
  });
  const rows = checkV1Rows(whole, kept["v1-occurrences"]);
  const consistency = witnessedBy(
    [rows],
    nonEmptyEvidence(kept["v1-occurrences"], 1, "only empty v1 answers"),
  );
  return [...filters, ...consistency, ...v1Partitions(kept["v1-occurrences"])];
}

function crossCities(kept: KeptAnswers): CheckOutcome[] {
  const v2 = unfiltered(kept["v2-cities"]);
  const v1 = unfiltered(kept["v1-cities"]);
  const cities = v2 === undefined ? undefined : readV2Cities(v2.body);
  const rows = v1 === undefined ? undefined : readV1Rows(v1.body);
  if (v2 === undefined || v1 === undefined || cities === undefined || rows === undefined) return [];
  return witnessedBy(
    [checkCrossCities(v2, cities, v1, rows)],
    nonEmptyEvidence([v1, v2], 2, "a city list is empty"),
  );
}

/**
 * The rules several captured answers prove together, with conform's checks: a filter's count
 * against the unfiltered one, a query's pages
 * joined, itemCount across paging, a query asked twice, a record in two answers, records
 * against the cities list, the cities' filters against the whole list, v1 rows against the v1
 * cities, and v1 against v2 (cities, and record by record where both were captured).
 */
export function judgeSession(kept: KeptAnswers, facts: CaptureFacts): CheckOutcome[] {
  return [
    ...v2Joint(kept),
    ...checkFilterCounts(kept["v2-occurrences"], facts),
    ...v2CityFilters(kept),
    ...v1Joint(kept),
    ...crossCities(kept),
    ...crossRecordOutcomes(kept),
  ];
}
