import {
  type CheckId,
  type CheckOutcome,
  failure,
  filterKey,
  outcome,
  queryOf,
  queryValue,
  readV2Page,
  type Rule,
  RULES,
} from "../conformance/checks-entry";
import { v2LeavesOut } from "./filter-evidence";
import type { CaptureFacts } from "./capture-facts";
import type { LearnView } from "./learn-view";

/** Each v2 filter's check, with a parameter that sends it (the rule table's filters of v2). */
const FILTERS: readonly (readonly [CheckId, string])[] = (RULES as readonly Rule[]).flatMap(
  (rule) =>
    rule.learn === "filter"
      ? (rule.parameters?.["v2-occurrences"] ?? []).map(
          (name) => [rule.id as CheckId, name] as const,
        )
      : [],
);

/**
 * A filter ignored shows in the count (api-v2 2.2, 4.1): a filtered answer whose itemCount is
 * the unfiltered answer's, while the capture holds records the filter leaves out, counted
 * records the filter must have left out. Judged for each filter of each filtered answer once
 * the capture shows such a record and an unfiltered answer.
 */
export function checkFilterCounts(
  views: readonly LearnView[],
  facts: CaptureFacts,
): CheckOutcome[] {
  const all = facts.v2UnfilteredCount;
  if (all === undefined) return [];
  return views.flatMap((view) => {
    const count = readV2Page(view.body)?.meta?.itemCount;
    if (count === undefined || filterKey(view) === "") return [];
    const sent = (name: string): boolean => {
      const value = queryValue(view.query, name);
      return name === "typeOccurrence" ? value === "withVictim" : value !== undefined;
    };
    const checks = new Set(FILTERS.filter(([, name]) => sent(name)).map(([id]) => id));
    return [...checks].flatMap((check) => {
      if (v2LeavesOut(view, check)(facts) !== true) return [];
      const failures =
        count < all
          ? []
          : [
              failure(
                check,
                view,
                `the filter is ignored: the answer counts as many items as the unfiltered list, though the capture holds records it leaves out`,
                `itemCount below ${all}, the unfiltered list's`,
                `itemCount ${count}`,
              ),
            ];
      return [{ ...outcome(check, failures), witness: queryOf(view) }];
    });
  });
}
