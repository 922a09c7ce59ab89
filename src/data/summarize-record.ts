import { isNestedTooDeep, tooDeepReason, readIndexableRecord } from "../capture";
import { isRecord } from "../is-record";
import { validate, type ValidateOptions, type Violation } from "../schemas";
import { toV1Facts } from "./to-v1-facts";

/**
 * What the collection keeps of one occurrence record, read from its parsed value: small enough
 * to cross from a worker thread cheaply (the record's bytes stay where they were read).
 */
export interface RecordSummary {
  /** Its id as captured. */
  readonly id: string;
  /** Its `date` as epoch ms. */
  readonly time: number;
  /** Its state's id as captured. */
  readonly stateId: string;
  /** Its state's name, "" when it is no string. */
  readonly stateName: string;
  /** Its `region` as captured (any value; undefined when absent). */
  readonly region: unknown;
  /** Its city's id as captured. */
  readonly cityId: string;
  /** Its city's name, "" when it is no string. */
  readonly cityName: string;
  /** Whether `victims` is a non-empty list. */
  readonly withVictim: boolean;
  /** What the v1 view reads of it, packed (packV1Facts). */
  readonly facts: string;
  /**
   * JSON.stringify of the record, when its captured bytes are not served as they are (they had
   * whitespace between tokens, or they were read the general way).
   */
  readonly text?: string;
  /** Its contract violations against v2/occurrence (absent when none). */
  readonly violations?: readonly Violation[];
}

/** A record that cannot be indexed: why (it is reported and not served). */
export interface UnservedRecord {
  /** Why, e.g. "no string id". */
  readonly why: string;
}

/**
 * Reads what the collection keeps of a parsed occurrence record, validated against
 * v2/occurrence under `validation` (the profile); `compact` says its captured bytes are served,
 * else its text is JSON.stringify'd here. An UnservedRecord when it lacks what indexing needs
 * (an object with a string id, a real date, state.id and city.id) or is nested more than
 * MAX_NESTING_DEPTH levels deep (validating or writing it would overflow the stack).
 */
export function summarizeRecord(
  value: unknown,
  compact: boolean,
  validation: ValidateOptions | undefined,
): RecordSummary | UnservedRecord {
  const record = readIndexableRecord(value);
  if ("why" in record) return record;
  // Never true once the record was read as indexable; it tells the type checker so.
  if (!isRecord(value)) return { why: "not an object" };
  if (isNestedTooDeep(value)) return { why: tooDeepReason() };
  // In the observed profile the known departures are what production sends: no violation.
  const found = validate("v2/occurrence", value, validation);
  const violations = found.length === 0 ? undefined : found;
  return {
    id: record.id,
    time: record.time,
    stateId: record.stateId,
    stateName: record.stateName ?? "",
    region: value.region,
    cityId: record.cityId,
    cityName: record.cityName ?? "",
    withVictim: (record.victimCount ?? 0) > 0,
    facts: toV1Facts(value),
    ...(compact ? {} : { text: JSON.stringify(value) }),
    ...(violations === undefined ? {} : { violations }),
  };
}
