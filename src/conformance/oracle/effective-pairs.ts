import type { QueryPairs } from "../check-input";
import { DOCUMENTED_PARAMETERS } from "../documented-parameters";
import type { CoveredOperation } from "../rules";
import type { SeededRandom } from "../../seeded-random";
import { drawQuery, type DrawnQuery } from "./draw-query";
import { groupedPairs } from "./grouped-pairs";
import type { MirrorFacts } from "./mirror-facts";
import type { Expectation, Oracle } from "./oracle";

/** The most candidate queries drawn (no request) to cover one pair, over the whole run. */
export const PAIR_TRIES = 40;

/** Fresh draws a candidate borrows a missing parameter's values from. */
const BORROW_DRAWS = 4;

/** The date bounds: a day bound is effective only when both its drop and its own day count. */
const LOWER_DAY = new Set(["initialdate", "data_ocorrencia[gt]"]);
const UPPER_DAY = new Set(["finaldate", "data_ocorrencia[lt]"]);

/** The key of an unordered pair of parameter names. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a} + ${b}` : `${b} + ${a}`;
}

/** Every pair of documented parameters of an operation. */
export function pairsOf(operation: CoveredOperation): string[] {
  const names: readonly string[] = DOCUMENTED_PARAMETERS[operation];
  return names.flatMap((a, i) => names.slice(i + 1).map((b) => pairKey(a, b)));
}

/** The query with a name's values replaced by one value (or dropped when `value` is undefined). */
function replaced(query: QueryPairs, name: string, value?: string): QueryPairs {
  const at = query.findIndex(([other]) => other === name);
  const without = query.filter(([other]) => other !== name);
  if (value === undefined || at < 0) return without;
  return [...without.slice(0, at), [name, value] as const, ...without.slice(at)];
}

/**
 * Whether the oracle expects another answer to `changed` than `expectation`: a query outside
 * the window (dropping the state reaches every state) counts as another answer.
 */
function changes(
  oracle: Oracle,
  operation: CoveredOperation,
  changed: QueryPairs,
  expectation: Expectation,
): boolean {
  const again = oracle.expect({ operation, query: changed });
  if (!again.inside) return true;
  return again.expectation.answer !== expectation.answer;
}

/** The neighbouring day of a `YYYY-MM-DD` day inside the mirror's days, if any. */
function neighbour(days: readonly string[], day: string, step: 1 | -1): string | undefined {
  const at = days.indexOf(day);
  return at < 0 ? undefined : days[at + step];
}

/**
 * The documented parameters of a query that are effective on its expected answer: dropping the
 * parameter (all its values) changes the answer the oracle expects. A drop the oracle cannot
 * judge (outside the window: a date range left open, no state left) widens the query, so counts
 * as a change, unless widening the bound to the mirror's edge day leaves the answer as it is. A
 * date bound counts only when its own day counts too (moving it one day inward changes the
 * answer): a bound read exclusively instead of inclusively then shows.
 */
export function effectiveParameters(
  oracle: Oracle,
  drawn: Pick<DrawnQuery, "operation" | "query">,
  expectation: Expectation,
  facts: MirrorFacts,
): string[] {
  const { operation, query } = drawn;
  const documented: readonly string[] = DOCUMENTED_PARAMETERS[operation];
  const names = [...new Set(query.map(([name]) => name))].filter((name) =>
    documented.includes(name),
  );
  const first = facts.days[0];
  const last = facts.days[facts.days.length - 1];
  return names.filter((name) => {
    const lower = LOWER_DAY.has(name);
    const upper = UPPER_DAY.has(name);
    if (!lower && !upper) return changes(oracle, operation, replaced(query, name), expectation);
    const values = query.filter(([other]) => other === name).map(([, value]) => value);
    const value = values[0];
    if (values.length !== 1 || value === undefined) {
      return changes(oracle, operation, replaced(query, name), expectation);
    }
    const edge = lower ? first : last;
    const widened = oracle.expect({ operation, query: replaced(query, name) }).inside
      ? replaced(query, name)
      : edge === undefined || edge === value
        ? undefined
        : replaced(query, name, edge);
    if (widened === undefined || !changes(oracle, operation, widened, expectation)) return false;
    const inward = neighbour(facts.days, value, lower ? 1 : -1);
    return (
      inward === undefined || changes(oracle, operation, replaced(query, name, inward), expectation)
    );
  });
}

/** What the run knows of the pairs of one operation. */
export interface PairCoverage {
  /** Each pair covered, and the first query that covered it. */
  readonly covered: Map<string, string>;
  /**
   * Each pair sent with both effective on an expected answer that lists nothing (a contradiction:
   * ignoring either parameter lists something), and the first such query.
   */
  readonly coveredEmpty: Map<string, string>;
  /** The candidate queries drawn for each pair not yet covered. */
  readonly tries: Map<string, number>;
}

/** An empty coverage per operation. */
export function pairCoverage(
  operations: readonly CoveredOperation[],
): Map<CoveredOperation, PairCoverage> {
  return new Map(
    operations.map((operation) => [
      operation,
      { covered: new Map(), coveredEmpty: new Map(), tries: new Map() },
    ]),
  );
}

/**
 * Marks the pairs of the effective parameters of a query sent as covered (or covered on an
 * empty answer only, when its expected answer lists nothing).
 */
export function coverPairs(
  coverage: PairCoverage,
  effective: readonly string[],
  nonEmpty: boolean,
  line: string,
): void {
  const covered = nonEmpty ? coverage.covered : coverage.coveredEmpty;
  for (const [i, a] of effective.entries())
    for (const b of effective.slice(i + 1)) {
      const key = pairKey(a, b);
      if (!covered.has(key)) covered.set(key, line);
    }
}

/** The pairs of an operation neither covered nor given up (tried PAIR_TRIES times). */
export function openPairs(operation: CoveredOperation, coverage: PairCoverage): string[] {
  return pairsOf(operation).filter(
    (key) => !coverage.covered.has(key) && (coverage.tries.get(key) ?? 0) < PAIR_TRIES,
  );
}

/**
 * The pairs of an operation not covered on an answer listing something (on this server's data,
 * within the tries), those covered on an empty answer only marked so.
 */
export function uncoveredPairs(operation: CoveredOperation, coverage: PairCoverage): string[] {
  return pairsOf(operation)
    .filter((key) => !coverage.covered.has(key))
    .map((key) => (coverage.coveredEmpty.has(key) ? `${key} (on an empty answer only)` : key));
}

/**
 * A drawn query of an operation sending both parameters of a pair not yet covered, both
 * effective, on an expected answer that lists something; a candidate lacking one of them
 * borrows its values from a fresh draw that has it. Draws cost no request: the oracle judges
 * them. At most PAIR_TRIES candidates per pair over the run. When the tries run out on
 * candidates whose expected answer lists nothing, the first of them (once per pair: ignoring
 * either parameter then lists something); undefined when none qualifies.
 */
export function steerToPair(
  oracle: Oracle,
  prng: SeededRandom,
  facts: MirrorFacts,
  operation: CoveredOperation,
  coverage: PairCoverage,
  pending: readonly DrawnQuery[],
): DrawnQuery | undefined {
  const open = openPairs(operation, coverage).filter(
    (key) => !pending.some((drawn) => drawn.operation === operation && sendsPair(drawn.query, key)),
  );
  if (open.length === 0) return undefined;
  const key = prng.pick(open);
  const [a, b] = key.split(" + ") as [string, string];
  let empty: DrawnQuery | undefined;
  for (let tries = coverage.tries.get(key) ?? 0; tries < PAIR_TRIES;) {
    tries += 1;
    coverage.tries.set(key, tries);
    const drawn = drawQuery(operation, prng, facts, oracle.choices);
    let query = drawn.query;
    for (const name of [a, b]) {
      if (query.some(([other]) => other === name)) continue;
      for (let borrow = 0; borrow < BORROW_DRAWS; borrow += 1) {
        const donor = drawQuery(operation, prng, facts, oracle.choices).query;
        const values = donor.filter(([other]) => other === name);
        if (values.length === 0) continue;
        query = groupedPairs([...query, ...values]);
        break;
      }
    }
    if (!sendsPair(query, key)) continue;
    const candidate = { ...drawn, query };
    const expected = oracle.expect({ operation, query });
    if (!expected.inside) continue;
    const { nonEmpty } = expected.expectation;
    if (!nonEmpty && (empty !== undefined || coverage.coveredEmpty.has(key))) continue;
    const effective = effectiveParameters(oracle, candidate, expected.expectation, facts);
    if (!effective.includes(a) || !effective.includes(b)) continue;
    if (nonEmpty) return candidate;
    empty = candidate;
  }
  return empty;
}

/** Whether a query sends both names of a pair. */
function sendsPair(query: QueryPairs, key: string): boolean {
  return key.split(" + ").every((name) => query.some(([other]) => other === name));
}
