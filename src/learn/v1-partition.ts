import {
  type CheckOutcome,
  checkV1Partition,
  nonEmptyEvidence,
  queryValues,
  witnessedBy,
} from "../conformance/checks-entry";
import type { LearnView } from "./learn-view";

/** The parameters whose several values select a union of rows (api-v1 4.1). */
const UNION_PARAMETERS = ["estado_id[]", "cidade_id[]"] as const;

/** A query as a key: its pairs sorted, a pair of `name` with `value` in place of that name's. */
function keyOf(view: LearnView, name: string, value?: string): string {
  const others = view.query.filter(([key]) => key !== name);
  const pairs = value === undefined ? view.query : [...others, [name, value] as const];
  return pairs
    .map(([key, v]) => `${key}=${v}`)
    .sort()
    .join("&");
}

/**
 * Several values of estado_id[] or cidade_id[] select the union of each value's rows (api-v1
 * 4.1), where the capture holds the answer to the several values and an answer to each value
 * alone (the other parameters the same). Witnessed by two values with rows.
 */
export function v1Partitions(views: readonly LearnView[]): CheckOutcome[] {
  const byKey = new Map<string, LearnView>();
  for (const view of views) if (!byKey.has(keyOf(view, ""))) byKey.set(keyOf(view, ""), view);
  return views.flatMap((view) =>
    UNION_PARAMETERS.flatMap((name) => {
      const values = [...new Set(queryValues(view.query, name))];
      if (values.length < 2) return [];
      const parts = values.map((value) => byKey.get(keyOf(view, name, value)));
      if (parts.some((part) => part === undefined)) return [];
      const found = parts as LearnView[];
      const outcome = checkV1Partition(view, found, `${name} ${values.join(", ")}`);
      return witnessedBy([outcome], nonEmptyEvidence(found, 2, "fewer than two values with rows"));
    }),
  );
}
