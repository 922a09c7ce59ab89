import type { QueryPairs } from "../check-input";
import type { CoveredOperation } from "../rules";
import type { SeededRandom } from "../../seeded-random";
import { drawV1CitiesQuery, drawV1OccurrencesQuery } from "./draw-v1-query";
import { drawV2CitiesQuery, drawV2OccurrencesQuery } from "./draw-v2-query";
import { groupedPairs } from "./grouped-pairs";
import type { MirrorFacts } from "./mirror-facts";
import type { ServerChoices } from "./server-choices";

/** How a query's bracketed names go out: as `field[]`, or percent-encoded as `field%5B%5D`. */
export type BracketForm = "raw" | "encoded";

/** A drawn query: its operation, its pairs in the order sent, and how its brackets are written. */
export interface DrawnQuery {
  readonly operation: CoveredOperation;
  readonly query: QueryPairs;
  readonly form: BracketForm;
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
          ? drawV1OccurrencesQuery(prng, facts)
          : drawV1CitiesQuery(prng, facts);
  const bracketed = query.some(([name]) => name.includes("["));
  return {
    operation,
    query: groupedPairs(query),
    form: bracketed && prng.chance(0.3) ? "encoded" : "raw",
  };
}
