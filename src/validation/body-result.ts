import type { SchemaName, Violation } from "../schemas";
import type { ExchangeSummary, JsonParseError, Source } from "../capture";

/**
 * What became of one input item. `valid` and `invalid`: checked against `schema`. `malformed`:
 * not JSON. `undetermined`: its schema cannot be told. `skipped`: nothing to validate (no body,
 * not JSON, an endpoint without a schema). `unreadable`: the file could not be read.
 */
export const BODY_STATUSES = [
  "valid",
  "invalid",
  "malformed",
  "undetermined",
  "skipped",
  "unreadable",
] as const;
/** What became of one input item. */
export type BodyStatus = (typeof BODY_STATUSES)[number];

/** The outcome of one body: a finding, as a value. */
export interface BodyResult {
  readonly source: Source;
  readonly status: BodyStatus;
  /** The exchange the body answered, when recorded. */
  readonly exchange?: ExchangeSummary;
  /** The schema checked against (valid, invalid). */
  readonly schema?: SchemaName;
  /** The field[] columns the rows were restricted to. */
  readonly columns?: readonly string[];
  /** How the schema was chosen, or why none was (undetermined, skipped). */
  readonly reason?: string;
  /** Every violation (invalid only; empty otherwise). */
  readonly violations: readonly Violation[];
  /**
   * Known departures of the real service tolerated by `--profile observed`: warnings, reported
   * but not failing the body.
   */
  readonly warnings?: readonly Violation[];
  /** Violations a `--baseline` file accepts: reported as accepted, not failing the body. */
  readonly accepted?: readonly Violation[];
  /** Where the JSON breaks (malformed only). */
  readonly parseError?: JsonParseError;
}
