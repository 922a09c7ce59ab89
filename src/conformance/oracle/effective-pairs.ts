import type { QueryPairs } from "../check-input";
import { DOCUMENTED_PARAMETERS } from "../documented-parameters";
import type { CoveredOperation } from "../rules";
import type { SeededRandom } from "../../seeded-random";
import { drawQuery, type DrawnQuery } from "./draw-query";
import { groupedPairs } from "./grouped-pairs";
import { textOf, type MirrorFacts } from "./mirror-facts";
import type { Expectation, Oracle } from "./oracle";

/** The most candidate queries drawn (no request) to cover one pair, over the whole run. */
export const PAIR_TRIES = 40;

/** Fresh draws a candidate borrows a missing parameter's values from. */
const BORROW_DRAWS = 4;

/** The date bounds: a day bound is effective only when both its drop and its own day count. */
const LOWER_DAY = new Set(["initialdate", "data_ocorrencia[gt]"]);
const UPPER_DAY = new Set(["finaldate", "data_ocorrencia[lt]"]);

/** How often a candidate's date bounds are moved to days the mirror holds records on. */
const ANCHOR_DAYS = 0.7;

/** The days (`YYYY-MM-DD`, as shown) the mirror holds records of an operation on, sorted. */
function recordDays(oracle: Oracle, operation: CoveredOperation): string[] {
  const [records, field] =
    operation === "v2-occurrences"
      ? [oracle.mirror.v2Occurrences, "date"]
      : operation === "v1-occurrences"
        ? [oracle.mirror.v1Occurrences ?? [], "data_ocorrencia"]
        : [[], ""];
  const days = records.flatMap((record) => textOf(record, field)?.slice(0, 10) ?? []);
  return [...new Set(days)].sort();
}

/**
 * The query with its date bounds on days the mirror holds records on (a bound on an empty day
 * is seldom effective on a sparse world: its own day counts only when records fall on it).
 */
function anchored(query: QueryPairs, days: readonly string[], prng: SeededRandom): QueryPairs {
  if (days.length === 0) return query;
  const a = prng.pick(days);
  const b = prng.pick(days);
  const [from, to] = a <= b ? [a, b] : [b, a];
  return query.map(([name, value]) =>
    LOWER_DAY.has(name) ? [name, from] : UPPER_DAY.has(name) ? [name, to] : [name, value],
  );
}

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
  /**
   * `x beside y`: x effective on an expected answer listing something, y sent with it (whatever
   * it does there), and the first such query: what a pair never covered falls back to.
   */
  readonly beside: Map<string, string>;
  /** The candidate queries drawn for each pair (or `x beside y`) not yet covered. */
  readonly tries: Map<string, number>;
}

/** An empty coverage per operation. */
export function pairCoverage(
  operations: readonly CoveredOperation[],
): Map<CoveredOperation, PairCoverage> {
  return new Map(
    operations.map((operation) => [
      operation,
      { covered: new Map(), coveredEmpty: new Map(), beside: new Map(), tries: new Map() },
    ]),
  );
}

/**
 * Marks the pairs of the effective parameters of a query sent as covered (or covered on an
 * empty answer only, when its expected answer lists nothing), and each effective parameter as
 * sent beside the query's other documented parameters.
 */
export function coverPairs(
  coverage: PairCoverage,
  effective: readonly string[],
  sent: readonly string[],
  nonEmpty: boolean,
  line: string,
): void {
  const covered = nonEmpty ? coverage.covered : coverage.coveredEmpty;
  for (const [i, a] of effective.entries())
    for (const b of effective.slice(i + 1)) {
      const key = pairKey(a, b);
      if (!covered.has(key)) covered.set(key, line);
    }
  if (!nonEmpty) return;
  for (const x of effective)
    for (const y of sent) {
      const key = besideKey(x, y);
      if (x !== y && !coverage.beside.has(key)) coverage.beside.set(key, line);
    }
}

/** The key of a parameter effective while another one is sent. */
function besideKey(x: string, y: string): string {
  return `${x} beside ${y}`;
}

/** The pairs of an operation neither covered nor given up (tried PAIR_TRIES times). */
export function openPairs(operation: CoveredOperation, coverage: PairCoverage): string[] {
  return pairsOf(operation).filter(
    (key) => !coverage.covered.has(key) && (coverage.tries.get(key) ?? 0) < PAIR_TRIES,
  );
}

/**
 * For the pairs given up uncovered, each way one parameter of the pair is effective beside the
 * other (`x beside y`) not yet covered nor given up.
 */
function openBeside(operation: CoveredOperation, coverage: PairCoverage): string[] {
  return pairsOf(operation)
    .filter((key) => !coverage.covered.has(key))
    .flatMap((key) => {
      const [a, b] = key.split(" + ") as [string, string];
      return [besideKey(a, b), besideKey(b, a)];
    })
    .filter((key) => !coverage.beside.has(key) && (coverage.tries.get(key) ?? 0) < PAIR_TRIES);
}

/** Whether an operation has a pair (or a way one is effective beside another) to steer to. */
export function steerable(operation: CoveredOperation, coverage: PairCoverage): boolean {
  return openPairs(operation, coverage).length > 0 || openBeside(operation, coverage).length > 0;
}

/**
 * The pairs of an operation not covered on an answer listing something (on this server's data,
 * within the tries), those covered on an empty answer only, or one beside the other, marked so.
 */
export function uncoveredPairs(operation: CoveredOperation, coverage: PairCoverage): string[] {
  return pairsOf(operation)
    .filter((key) => !coverage.covered.has(key))
    .map((key) => {
      const [a, b] = key.split(" + ") as [string, string];
      const ways = [besideKey(a, b), besideKey(b, a)].filter((way) => coverage.beside.has(way));
      const notes = [
        ...(coverage.coveredEmpty.has(key) ? ["on an empty answer only"] : []),
        ...ways.map((way) => `${way} only`),
      ];
      return notes.length === 0 ? key : `${key} (${notes.join("; ")})`;
    });
}

/**
 * A drawn query of an operation sending both parameters of a pair not yet covered, both
 * effective, on an expected answer that lists something; a candidate lacking one of them
 * borrows its values from a fresh draw that has it, and date bounds go to days holding records
 * now and then. Draws cost no request: the oracle judges them. At most PAIR_TRIES candidates per
 * pair over the run. When the tries run out on candidates whose expected answer lists nothing,
 * the first of them (once per pair: ignoring either parameter then lists something). Once every
 * pair is covered or given up, a given-up pair's parameters one beside the other (`x beside y`:
 * x effective, y sent), PAIR_TRIES candidates each. Undefined when none qualifies.
 */
export function steerToPair(
  oracle: Oracle,
  prng: SeededRandom,
  facts: MirrorFacts,
  operation: CoveredOperation,
  coverage: PairCoverage,
  pending: readonly DrawnQuery[],
): DrawnQuery | undefined {
  const sends = (query: QueryPairs, names: readonly string[]): boolean =>
    names.every((name) => query.some(([other]) => other === name));
  const namesOf = (key: string): [string, string] =>
    (key.includes(" beside ") ? key.split(" beside ") : key.split(" + ")) as [string, string];
  const waiting = (keys: string[]): string[] =>
    keys.filter(
      (key) =>
        !pending.some((drawn) => drawn.operation === operation && sends(drawn.query, namesOf(key))),
    );
  const pairs = waiting(openPairs(operation, coverage));
  const open = pairs.length > 0 ? pairs : waiting(openBeside(operation, coverage));
  if (open.length === 0) return undefined;
  const key = prng.pick(open);
  const beside = key.includes(" beside ");
  const [a, b] = namesOf(key);
  const days = recordDays(oracle, operation);
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
    if (!sends(query, [a, b])) continue;
    if (
      [a, b].some((name) => LOWER_DAY.has(name) || UPPER_DAY.has(name)) &&
      prng.chance(ANCHOR_DAYS)
    )
      query = anchored(query, days, prng);
    const candidate = { ...drawn, query };
    const expected = oracle.expect({ operation, query });
    if (!expected.inside) continue;
    const { nonEmpty } = expected.expectation;
    if (!nonEmpty && (beside || empty !== undefined || coverage.coveredEmpty.has(key))) continue;
    const effective = effectiveParameters(oracle, candidate, expected.expectation, facts);
    if (!effective.includes(a) || (!beside && !effective.includes(b))) continue;
    if (nonEmpty) return candidate;
    empty = candidate;
  }
  return empty;
}
