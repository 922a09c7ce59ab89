import {
  checkConcatenation,
  type CheckOutcome,
  queryOf,
  readV2Page,
} from "../conformance/checks-entry";
import type { LearnView } from "./learn-view";
import { pageOf, sessionKey, sessionsOf, wholeSession } from "./page-sessions";

/**
 * The pages of a query concatenated equal the whole set (api-v2 8), where the capture holds
 * both: every page of a session (1..pageCount) and an answer to the same query (but its take)
 * that lists the whole set on page 1. Witnessed by two non-empty pages; one outcome per such
 * pair of a session and its whole set.
 */
export function pageConcatenations(views: readonly LearnView[]): CheckOutcome[] {
  return sessionsOf(views).flatMap((pages) => {
    const list = wholeSession(pages);
    const first = list?.[0];
    if (list === undefined || first === undefined) return [];
    const count = readV2Page(first.body)?.meta?.itemCount;
    const key = sessionKey(first, "take");
    const whole = views.find(
      (view) =>
        pageOf(view) === 1 &&
        sessionKey(view, "take") === key &&
        count !== undefined &&
        count > 0 &&
        readV2Page(view.body)?.items.length === count,
    );
    if (whole === undefined) return [];
    const held = checkConcatenation(list, whole);
    const full = list.filter((page) => (readV2Page(page.body)?.items.length ?? 0) > 0);
    return [
      full.length >= 2
        ? { ...held, witness: queryOf(first) }
        : { ...held, unwitnessed: "no two non-empty pages of one query" },
    ];
  });
}
