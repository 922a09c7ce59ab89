import type { CheckInput, QueryPairs } from "../check-input";
import type { CoveredOperation } from "../rules";
import type { Difference } from "./oracle";

/** One drawn query whose answer differed from the expected one, shrunk when the budget allowed. */
export interface DifferenceFound {
  readonly operation: CoveredOperation;
  /** The difference of the (minimal) query the findings are grouped by (its aspect). */
  readonly difference: Difference;
  /** Every difference of the (minimal) query's answer, that one first. */
  readonly differences?: readonly Difference[];
  /** The minimal query (the drawn one when it was not shrunk). */
  readonly query: QueryPairs;
  /** The query drawn. */
  readonly drawn: QueryPairs;
  /** The parameters that make the difference; undefined when it was not shrunk. */
  readonly causes?: readonly string[];
  /** The request of the minimal query, for its curl. */
  readonly exchange: Pick<CheckInput, "url" | "method" | "authorized" | "status">;
}

/** Findings that share a fingerprint: one fault, reported once with a count. */
export interface DifferenceGroup {
  /** operation, aspect and the parameters of the minimal query. */
  readonly fingerprint: string;
  /** The first (shrunk) finding: its minimal query, difference and causes. */
  readonly first: DifferenceFound;
  /** How many drawn queries differed this way. */
  readonly count: number;
  /** The first few drawn queries that did. */
  readonly examples: readonly QueryPairs[];
}

/** How many drawn queries a group names. */
const EXAMPLES = 3;

function namesOf(query: QueryPairs): string[] {
  return [...new Set(query.map(([name]) => name))].sort();
}

/** The fingerprint of a finding: its operation, aspect and the parameters of its minimal query. */
export function fingerprintOf(found: DifferenceFound): string {
  return `${found.operation} ${found.difference.aspect} ${namesOf(found.query).join(",")}`;
}

/**
 * Groups findings by fingerprint, shrunk ones first: a finding not shrunk (the budget ran out)
 * joins a group of its operation and aspect whose minimal query's parameters it sends, else it
 * makes a group of its own.
 */
export function groupDifferences(found: readonly DifferenceFound[]): DifferenceGroup[] {
  const groups: { fingerprint: string; first: DifferenceFound; all: DifferenceFound[] }[] = [];
  const shrunk = found.filter((item) => item.causes !== undefined);
  const rest = found.filter((item) => item.causes === undefined);
  for (const item of [...shrunk, ...rest]) {
    const fingerprint = fingerprintOf(item);
    const names = new Set(namesOf(item.drawn));
    const group =
      groups.find((g) => g.fingerprint === fingerprint) ??
      (item.causes !== undefined
        ? undefined
        : groups.find(
            (g) =>
              g.first.operation === item.operation &&
              g.first.difference.aspect === item.difference.aspect &&
              namesOf(g.first.query).every((name) => names.has(name)),
          ));
    if (group === undefined) groups.push({ fingerprint, first: item, all: [item] });
    else group.all.push(item);
  }
  return groups.map(({ fingerprint, first, all }) => ({
    fingerprint,
    first,
    count: all.length,
    examples: all.slice(0, EXAMPLES).map((item) => item.drawn),
  }));
}
