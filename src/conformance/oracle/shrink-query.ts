import type { QueryPairs } from "../check-input";

/** What one try of a smaller query showed. */
export type ShrinkTry =
  /** It still differs the same way. */
  | "differs"
  /** It was answered as expected (or differently): the dropped part makes the difference. */
  | "agrees"
  /** The oracle cannot judge it (outside the window), or it could not be sent or answered. */
  | "unjudged";

/** A query shrunk as far as it still differs, and what each of its parameters does. */
export interface ShrunkQuery {
  readonly query: QueryPairs;
  /** The parameters without which the difference goes away: the ones that make it. */
  readonly causes: readonly string[];
  /** The smaller queries tried. */
  readonly tries: number;
}

/** The smaller queries of one: each name dropped whole, then each value of a repeated name. */
function smallerOf(query: QueryPairs): { readonly query: QueryPairs; readonly name?: string }[] {
  const names = [...new Set(query.map(([name]) => name))];
  const dropped = names.map((name) => ({ query: query.filter(([other]) => other !== name), name }));
  const values = query.flatMap((pair, i) =>
    query.filter(([name]) => name === pair[0]).length > 1
      ? [{ query: query.filter((_, j) => j !== i) }]
      : [],
  );
  return [...dropped, ...values];
}

/**
 * Shrinks a query that differs to a minimal one: drops parameters and values while it still
 * differs the same way (`attempt` tells), at most `maxTries` tries answered (an unjudged one,
 * outside the window, costs none). The parameters whose drop made the difference go away are its
 * causes; such a name is not dropped again on the smaller queries that follow.
 */
export async function shrinkQuery(
  query: QueryPairs,
  attempt: (smaller: QueryPairs) => Promise<ShrinkTry>,
  maxTries: number,
): Promise<ShrunkQuery> {
  let current = query;
  let tries = 0;
  const causes = new Set<string>();
  const unjudged = new Set<string>();
  for (let shrunk = true; shrunk && tries < maxTries;) {
    shrunk = false;
    for (const smaller of smallerOf(current)) {
      if (tries >= maxTries) break;
      if (smaller.name !== undefined && (causes.has(smaller.name) || unjudged.has(smaller.name)))
        continue;
      const result = await attempt(smaller.query);
      if (result !== "unjudged") tries += 1;
      if (result === "differs") {
        current = smaller.query;
        shrunk = true;
        break;
      }
      if (smaller.name === undefined) continue;
      if (result === "agrees") causes.add(smaller.name);
      else unjudged.add(smaller.name);
    }
  }
  const left = new Set(current.map(([name]) => name));
  return { query: current, causes: [...causes].filter((name) => left.has(name)), tries };
}
