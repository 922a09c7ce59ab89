import type { CheckId } from "./check-catalogue";
import type { CheckInput } from "./check-input";

/** One way the server broke a check, as a pure check function reports it. */
export interface Failure {
  /** The check broken. */
  readonly check: CheckId;
  /** One line: what is wrong. */
  readonly message: string;
  /** What the spec asks for. */
  readonly expected: string;
  /** What the server did. */
  readonly seen: string;
  /** The request that shows it (its curl goes in the report; its status, when known, too). */
  readonly exchange?: Pick<CheckInput, "url" | "method" | "authorized"> &
    Partial<Pick<CheckInput, "status">>;
  /** JSON pointer into the body where it is wrong (schema failures), e.g. `/data/3/address`. */
  readonly pointer?: string;
  /** The schema keyword broken (schema failures), e.g. `required`. */
  readonly keyword?: string;
  /** The known departure of the real service it is, when one. */
  readonly departure?: string;
}

/** A check applied once: which check, and the failures found (none when it held). */
export interface CheckOutcome {
  readonly check: CheckId;
  readonly failures: readonly Failure[];
  /**
   * The query that proved the rule when it held: one on which a server breaking the rule must
   * answer differently (a state with several cities that have occurrences, a non-empty page…).
   */
  readonly witness?: string;
  /**
   * Why the answers it was applied to could not tell a broken server apart, when they could not.
   */
  readonly unwitnessed?: string;
}

/**
 * The outcomes with a witness where they have none yet: `witness` when there is evidence,
 * else the reason why there is none.
 */
export function witnessedBy(
  outcomes: readonly (CheckOutcome | undefined)[],
  evidence: { readonly witness: string } | { readonly reason: string },
): CheckOutcome[] {
  return outcomes
    .filter((item): item is CheckOutcome => item !== undefined)
    .map((item) =>
      item.witness !== undefined || item.unwitnessed !== undefined
        ? item
        : "witness" in evidence
          ? { ...item, witness: evidence.witness }
          : { ...item, unwitnessed: evidence.reason },
    );
}

/** What the server does where the spec is silent: reported, never failed. */
export interface Observation {
  /** Stable topic, e.g. `default-take`, `date-bounds`, `bad-parameter`. */
  readonly topic: string;
  /** One line a person reads, e.g. `default take: 25`. */
  readonly text: string;
  /** The request that shows it. */
  readonly exchange?: Pick<CheckInput, "url" | "method" | "authorized">;
}

/** A check that held. */
export function held(check: CheckId): CheckOutcome {
  return { check, failures: [] };
}

/** A check applied with these failures (held when the list is empty). */
export function outcome(check: CheckId, failures: readonly Failure[]): CheckOutcome {
  return { check, failures };
}

/** Builds one failure. */
export function failure(
  check: CheckId,
  exchange: Failure["exchange"],
  message: string,
  expected: string,
  seen: string,
): Failure {
  return { check, exchange, message, expected, seen };
}

/** A short JSON rendering of a value for messages. */
export function show(value: unknown, max = 120): string {
  const text = value === undefined ? "nothing" : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
