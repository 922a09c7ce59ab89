import {
  type CheckOutcome,
  failure,
  filterKey,
  outcome,
  queryOf,
  readV2Page,
} from "../conformance/checks-entry";
import type { LearnView } from "./learn-view";

const CHECK = "v2.filter.intersection";

/** The kinds of v2 filter (the two date bounds are one window), each with its parameters. */
const KINDS: readonly (readonly string[])[] = [
  ["idState"],
  ["idCities"],
  ["initialdate", "finaldate"],
  ["typeOccurrence"],
];

/** The ids of an answer that lists its whole set (page 1, every one of its itemCount). */
function wholeIds(view: LearnView): Set<string> | undefined {
  const page = readV2Page(view.body);
  const first = view.query.every(([name, value]) => name !== "page" || value === "1");
  if (!first || page === undefined || page.meta?.itemCount !== page.items.length) return undefined;
  return new Set(page.items.flatMap((item) => item.id ?? []));
}

/** The answer's filters of one kind, as the key a single-filter answer has. */
function kindKey(view: LearnView, kind: readonly string[]): string {
  return filterKey({ query: view.query.filter(([name]) => kind.includes(name)) });
}

/**
 * Combined filters give the intersection of the single filters (api-v2 4.1), where the capture
 * holds the whole set of a combination and of each of its filters alone (page 1 listing all of
 * its itemCount). Witnessed when a server dropping one of the filters would answer differently:
 * the other filters' sets hold a record the dropped one leaves out.
 */
export function filterIntersections(views: readonly LearnView[]): CheckOutcome[] {
  const wholes = new Map<string, Set<string>>();
  for (const view of views) {
    const ids = wholeIds(view);
    if (ids !== undefined && !wholes.has(filterKey(view))) wholes.set(filterKey(view), ids);
  }
  return views.flatMap((view) => {
    const kinds = KINDS.filter((kind) => kindKey(view, kind) !== "");
    const got = wholeIds(view);
    const singles = kinds.map((kind) => wholes.get(kindKey(view, kind)));
    if (kinds.length < 2 || got === undefined || singles.some((s) => s === undefined)) return [];
    const sets = singles as Set<string>[];
    const among = (list: readonly Set<string>[]): string[] =>
      [...(list[0] ?? [])].filter((id) => list.every((set) => set.has(id)));
    const wanted = new Set(among(sets));
    const missing = [...wanted].filter((id) => !got.has(id));
    const extra = [...got].filter((id) => !wanted.has(id));
    const told = sets.some((set, i) =>
      among(sets.filter((_, j) => j !== i)).some((id) => !set.has(id)),
    );
    const failures =
      missing.length === 0 && extra.length === 0
        ? []
        : [
            failure(
              CHECK,
              view,
              "the combined filters do not answer the intersection of each filter alone",
              `the ${wanted.size} records every single filter's answer holds`,
              `${missing.length} missing (${missing.slice(0, 3).join(", ")}), ${extra.length} extra (${extra.slice(0, 3).join(", ")})`,
            ),
          ];
    const evidence = told
      ? { witness: queryOf(view) }
      : { unwitnessed: "no combination whose single filters' sets differ from it" };
    return [{ ...outcome(CHECK, failures), ...evidence }];
  });
}
