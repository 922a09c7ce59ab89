import type { QueryPairs } from "../check-input";
import type { CoveredOperation } from "../rules";
import type { SeededRandom } from "../../seeded-random";
import { drawV1CitiesQuery, drawV1OccurrencesQuery } from "./draw-v1-query";
import { drawV2CitiesQuery, drawV2OccurrencesQuery } from "./draw-v2-query";
import { groupedPairs } from "./grouped-pairs";
import type { MirrorFacts } from "./mirror-facts";
import type { ServerChoices } from "./server-choices";

/**
 * How a query goes out: brackets raw as `field[]`, percent-encoded as `field%5B%5D`, or brackets
 * raw with each space written `+` (the form-encoding browsers send, which reads as a space).
 */
export type BracketForm = "raw" | "encoded" | "plus";

/** A drawn query: its operation, its pairs in the order sent, and how its brackets are written. */
export interface DrawnQuery {
  readonly operation: CoveredOperation;
  readonly query: QueryPairs;
  readonly form: BracketForm;
  /** Judged on the mirror's state alone (v2 occurrences without a place: OracleRequest). */
  readonly projected?: true;
}

/**
 * A seeded query of one operation over its documented parameters, inside the mirror's window;
 * a repeated name's values go together, as they are sent.
 */
export function drawQuery(
  operation: CoveredOperation,
  prng: SeededRandom,
  facts: MirrorFacts,
  choices: ServerChoices,
): DrawnQuery {
  const query =
    operation === "v2-occurrences"
      ? drawV2OccurrencesQuery(prng, facts, choices)
      : operation === "v2-cities"
        ? drawV2CitiesQuery(prng, facts, choices)
        : operation === "v1-occurrences"
          ? drawV1OccurrencesQuery(prng, facts, choices)
          : drawV1CitiesQuery(prng, facts);
  return formed(prng, operation, groupedPairs(query));
}

/** A query with a drawn form: percent-encoded brackets or `+` for spaces now and then. */
export function formed(
  prng: SeededRandom,
  operation: CoveredOperation,
  query: QueryPairs,
): DrawnQuery {
  const bracketed = query.some(([name]) => name.includes("["));
  const spaced = query.some(([, value]) => value.includes(" "));
  const form: BracketForm =
    bracketed && prng.chance(0.3) ? "encoded" : spaced && prng.chance(0.5) ? "plus" : "raw";
  return { operation, query, form };
}
