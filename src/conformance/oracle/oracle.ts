import type { CheckInput, QueryPairs } from "../check-input";
import type { CoveredOperation } from "../rules";
import type { Mirror } from "./mirror";
import type { ServerChoices } from "./server-choices";

/** A request the oracle can be asked about: one documented operation and its query as sent. */
export interface OracleRequest {
  readonly operation: CoveredOperation;
  /** Name/value pairs in the order sent; a repeated parameter once per value. */
  readonly query: QueryPairs;
  /**
   * v2 occurrences without idState or idCities, judged on the mirror's state alone: the records
   * of its state in a whole answer are those of the same query with its idState.
   */
  readonly projected?: true;
}

/** One way a seen answer differs from the answer the oracle expects. */
export interface Difference {
  /**
   * What differs, a stable name findings are grouped by: `status`, `items.missing`,
   * `items.extra`, `items.order`, `pageMeta.<field>`, `rows.missing`, `rows.extra`,
   * `rows.columns`, `rows.values`, `cities.missing`, `cities.extra`, ...
   */
  readonly aspect: string;
  /** What the oracle expected, in a few words (ids abbreviated, at most a few named). */
  readonly expected: string;
  /** What the server answered, in the same terms. */
  readonly seen: string;
}

/** The answer the oracle expects to one request, and how to compare a seen answer with it. */
export interface Expectation {
  /** Whether the expected answer lists at least one item, row or city (a witness needs one). */
  readonly nonEmpty: boolean;
  /**
   * The expected answer in a canonical form: two expectations with the same `answer` expect the
   * same answer (the differential run tells by it which parameters of a query are effective).
   */
  readonly answer?: string;
  /** How many items the expected answer counts in all (`pageMeta.itemCount`; v2 occurrences). */
  readonly itemCount?: number;
  /** How the seen answer differs from the expected one; empty when they agree. */
  differences(seen: CheckInput): readonly Difference[];
}

/** The oracle's answer: an expectation, or why the request lies outside what it can judge. */
export type Expected =
  | { readonly inside: true; readonly expectation: Expectation }
  | { readonly inside: false; readonly reason: string };

/**
 * The conformance oracle: the project's own query engine run on the server's own records (the
 * mirror) with the server's own readings of what the spec leaves open (the choices).
 */
export interface Oracle {
  readonly mirror: Mirror;
  readonly choices: ServerChoices;
  /** The expected answer to a request, or why it lies outside the mirror's window. */
  expect(request: OracleRequest): Expected;
}
