import type { ExchangeSummary } from "../capture";

/** How much a finding weighs: `error` fails the run; the others are reported only. */
export const SEVERITIES = ["error", "warning", "accepted"] as const;
/**
 * How much a finding weighs: `error` fails the run, `warning` is a known departure the profile
 * tolerates, `accepted` is an error a baseline accepts.
 */
export type Severity = (typeof SEVERITIES)[number];

/**
 * The request and answer a finding is about: the one exchange's summary (request line, and the
 * status when an answer came), with the entry's index when it was read from a capture.
 */
export type FindingExchange = Pick<ExchangeSummary, "method" | "url"> &
  Partial<Pick<ExchangeSummary, "status">> & {
    /** The entry's index in its capture (HAR entry, NDJSON line), when read from one. */
    readonly entry?: number;
  };

/** Where a finding is: the endpoint, the exchange, the place in the body. */
export interface FindingPlace {
  /** `GET <path>`: method and path without query, when an exchange is known. */
  readonly endpoint?: string;
  /** The schema the body was checked against (`v2/occurrences-response`), when one was. */
  readonly schema?: string;
  /** The exchange the finding is about. */
  readonly exchange?: FindingExchange;
  /** Where the body was read from (`file.ndjson:3`), for findings on captured bodies. */
  readonly source?: string;
  /** JSON pointer into the body (`/data/3/latitude`; `` for the body itself). */
  readonly pointer?: string;
}

/**
 * One finding of `conform` or `validate` (and later `learn`): the rule it breaks, how much it
 * weighs, where it is, what was expected and seen, and a fingerprint built from its structure.
 */
export interface Finding {
  /** The rule broken: a conformance check id (`v2.schema`) or `validate.schema`. */
  readonly ruleId: string;
  /** The contract section the rule cites, e.g. `api-v2 2`. */
  readonly spec: string;
  /** How much it weighs. */
  readonly severity: Severity;
  /** Where it is. */
  readonly where: FindingPlace;
  /** The schema keyword broken (`type`, `required`…), for schema findings. */
  readonly keyword?: string;
  /** The known departure of the real service it is (`departures/transport-object`), if one. */
  readonly departure?: string;
  /** One line: what is wrong. */
  readonly message: string;
  /** What the contract asks for. */
  readonly expected: string;
  /** What was seen. */
  readonly seen: string;
  /** A curl command that repeats the request (token read from $OCCURRENCE_TOKEN). */
  readonly curl?: string;
  /** Stable key from structure only (see fingerprintOf): what a baseline names. */
  readonly fingerprint: string;
}
