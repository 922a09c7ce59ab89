/** A query string as ordered name/value pairs; a repeated parameter appears once per value. */
export type QueryPairs = readonly (readonly [string, string])[];

/**
 * One answer as the checks read it: what a live answer (conform's `ExchangeView`) and a captured
 * one (learn's) both fill. The checks are pure functions of these fields.
 */
export interface CheckInput {
  /** HTTP method. */
  readonly method: "GET" | "POST";
  /** The full URL asked (a finding's curl repeats it). */
  readonly url: string;
  /** The contract path it asked, e.g. the v2 occurrences path (witnesses are written with it). */
  readonly path: string;
  /** The query parameters asked. */
  readonly query: QueryPairs;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  /** Response headers, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly body: unknown;
  /**
   * Whether an Authorization header was sent (a finding's curl then reads a token); absent when
   * none was, or when it is not known (a captured answer).
   */
  readonly authorized?: boolean;
}
