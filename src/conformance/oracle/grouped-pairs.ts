import type { QueryPairs } from "../check-input";

/** The pairs with each name's values together, in the order names first appear (as sent). */
export function groupedPairs(query: QueryPairs): QueryPairs {
  const names = [...new Set(query.map(([name]) => name))];
  return names.flatMap((name) => query.filter(([other]) => other === name));
}
