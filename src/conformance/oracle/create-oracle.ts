import { expectV1Cities } from "./expect-v1-cities";
import { expectV1Occurrences } from "./expect-v1-occurrences";
import { expectV2Cities } from "./expect-v2-cities";
import { expectV2Occurrences } from "./expect-v2-occurrences";
import type { Mirror } from "./mirror";
import type { Expected, Oracle, OracleRequest } from "./oracle";
import type { ServerChoices } from "./server-choices";

/** Each operation's expected answers, from the mirror and the choices. */
const EXPECT: Record<
  OracleRequest["operation"],
  (
    mirror: Mirror,
    choices: ServerChoices,
    query: OracleRequest["query"],
    projected?: true,
  ) => Expected
> = {
  "v2-occurrences": expectV2Occurrences,
  "v2-cities": expectV2Cities,
  "v1-occurrences": expectV1Occurrences,
  "v1-cities": expectV1Cities,
};

/** The expected answers an oracle keeps, by request: drawing asks many queries again. */
const KEPT_EXPECTED = 2000;

/**
 * The oracle of a run: expected answers from the server's own records and readings. An
 * expected answer is a function of the request alone (the mirror and the choices do not change),
 * so the latest ones are kept: steering a draw asks the same queries again and again.
 */
export function createOracle(mirror: Mirror, choices: ServerChoices): Oracle {
  const kept = new Map<string, Expected>();
  return {
    mirror,
    choices,
    expect: (request) => {
      const key = JSON.stringify([request.operation, request.query, request.projected ?? false]);
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      const expected = EXPECT[request.operation](mirror, choices, request.query, request.projected);
      if (kept.size >= KEPT_EXPECTED) kept.delete(kept.keys().next().value as string);
      kept.set(key, expected);
      return expected;
    },
  };
}
