import {
  boundDaysRange,
  possibleRange,
  queryValue,
  queryValues,
  v1Window,
  v2Window,
} from "../conformance/checks-entry";
import { holdsOther, reachesOutside, type CaptureFacts } from "./capture-facts";
import type { LearnView } from "./learn-view";

/**
 * Whether the capture shows a v2 record a filter of the answer leaves out (true), or why not:
 * a server ignoring the filter would then count that record too.
 */
export function v2LeavesOut(
  view: LearnView,
  check: string,
): (facts: CaptureFacts) => true | string {
  switch (check) {
    case "v2.filter.state": {
      const state = queryValue(view.query, "idState") ?? "";
      return (f) =>
        holdsOther(f.v2States, [state]) ||
        `no record of another state than ${state} in the capture`;
    }
    case "v2.filter.cities": {
      const cities = queryValues(view.query, "idCities");
      return (f) =>
        holdsOther(f.v2Cities, cities) || "no record of another city than idCities in the capture";
    }
    case "v2.filter.dates": {
      const range = possibleRange(v2Window(view));
      return (f) =>
        reachesOutside(f.v2Span, range) || "no record outside the window in the capture";
    }
    default:
      return (f) => f.v2WithoutVictim || "no record without a victim in the capture";
  }
}

/**
 * Whether the capture shows a v1 row a filter of the answer leaves out (true), or why not:
 * estado_id[] and cidade_id[] for v1.filter.occurrences, the window for v1.filter.dates.
 */
export function v1LeavesOut(
  view: LearnView,
  check: string,
): (facts: CaptureFacts) => true | string {
  const states = queryValues(view.query, "estado_id[]").map(Number);
  const cities = queryValues(view.query, "cidade_id[]").map(Number);
  const range = boundDaysRange(v1Window(view));
  if (check === "v1.filter.dates")
    return (f) => reachesOutside(f.v1Span, range) || "no row outside the window in the capture";
  return (f) =>
    (states.length > 0 && holdsOther(f.v1States, states)) ||
    (cities.length > 0 && holdsOther(f.v1Cities, cities)) ||
    "no row in the capture that estado_id[] or cidade_id[] leaves out";
}
