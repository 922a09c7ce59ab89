import {
  type CheckOutcome,
  checkV1Counts,
  checkV1Definitions,
  checkV1Fields,
  checkV1OccurrenceFilters,
  checkV2Page,
  queryOf,
  RULES,
  readV1Rows,
  readV2Page,
  specColumns,
  withAnswerEvidence,
} from "../conformance/checks-entry";
import type { CaptureFacts } from "./capture-facts";
import { v1LeavesOut, v2LeavesOut } from "./filter-evidence";
import type { LearnView } from "./learn-view";

/** Evidence: the witness query, or why the answer could not tell a broken server apart. */
export type Evidence = { readonly witness: string } | { readonly reason: string };

/** A filter's outcome whose witness waits for the whole capture (records seen elsewhere). */
export interface PendingFilter {
  /** The outcome, its failures final. */
  readonly outcome: CheckOutcome;
  /** Whether a server ignoring the filter would have answered differently, read from the facts. */
  readonly decide: (facts: CaptureFacts) => Evidence;
}

/** What one answer gives: outcomes judged now, and filter outcomes whose witness waits. */
export interface AnswerJudgement {
  readonly outcomes: readonly CheckOutcome[];
  readonly pending: readonly PendingFilter[];
}

/**
 * The rules judged as filters: their witness waits for the whole capture (the rule table's
 * `learn`).
 */
const FILTER_CHECKS: ReadonlySet<string> = new Set(
  RULES.filter((rule) => rule.learn === "filter").map((rule) => rule.id),
);

/**
 * v2: the unfiltered itemCount must be known, so a server ignoring the filter counts differently.
 */
function v2Decide(view: LearnView, check: string): (facts: CaptureFacts) => true | string {
  const leavesOut = v2LeavesOut(view, check);
  return (facts) =>
    facts.v2UnfilteredCount === undefined
      ? "no unfiltered answer in the capture to tell a filter ignored by its itemCount"
      : leavesOut(facts);
}

function pendingOf(view: LearnView, outcome: CheckOutcome, listed: number): PendingFilter {
  const test = outcome.check.startsWith("v1")
    ? v1LeavesOut(view, outcome.check)
    : v2Decide(view, outcome.check);
  const witness = queryOf(view);
  return {
    outcome: { check: outcome.check, failures: outcome.failures },
    decide: (facts) => {
      if (listed === 0) return { reason: "only empty answers" };
      const told = test(facts);
      return told === true ? { witness } : { reason: told };
    },
  };
}

function split(
  view: LearnView,
  outcomes: readonly CheckOutcome[],
  listed: number,
): AnswerJudgement {
  const filters = outcomes.filter((o) => FILTER_CHECKS.has(o.check));
  const others = outcomes.filter((o) => !FILTER_CHECKS.has(o.check));
  return {
    outcomes: withAnswerEvidence(view, others),
    pending: filters.map((o) => pendingOf(view, o, listed)),
  };
}

/**
 * The rules one captured answer can prove or break alone, with conform's checks: for a v2 page
 * its pageMeta arithmetic, the order asked, the records (ids, victims, city names) and its
 * filters against the records it holds; for v1 the filters, field[] and the counts on every row,
 * and the definitions' columns. Filters wait for the whole capture to know their witness.
 */
export function judgeAnswer(view: LearnView): AnswerJudgement {
  switch (view.kind) {
    case "v2-occurrences": {
      const page = readV2Page(view.body);
      if (page === undefined) return { outcomes: [], pending: [] };
      return split(view, checkV2Page(view, page), page.items.length);
    }
    case "v1-occurrences":
    case "v1-cities": {
      const rows = readV1Rows(view.body);
      if (rows === undefined) return { outcomes: [], pending: [] };
      const fields = checkV1Fields(view, rows);
      const counts = view.kind === "v1-occurrences" ? checkV1Counts(view, rows) : undefined;
      const filters = view.kind === "v1-occurrences" ? checkV1OccurrenceFilters(view, rows) : [];
      const outcomes = [fields, counts, ...filters].filter(
        (o): o is CheckOutcome => o !== undefined,
      );
      return split(view, outcomes, rows.length);
    }
    case "v1-occurrence-definitions":
    case "v1-city-definitions": {
      const schema =
        view.kind === "v1-city-definitions" ? "v1/city-definitions" : "v1/occurrence-definitions";
      return split(view, [checkV1Definitions(view, specColumns(schema))], 1);
    }
    default:
      return { outcomes: [], pending: [] };
  }
}
