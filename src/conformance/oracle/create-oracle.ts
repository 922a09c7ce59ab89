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
  (mirror: Mirror, choices: ServerChoices, query: OracleRequest["query"]) => Expected
> = {
  "v2-occurrences": expectV2Occurrences,
  "v2-cities": expectV2Cities,
  "v1-occurrences": expectV1Occurrences,
  "v1-cities": expectV1Cities,
};

/** The oracle of a run: expected answers from the server's own records and readings. */
export function createOracle(mirror: Mirror, choices: ServerChoices): Oracle {
  return {
    mirror,
    choices,
    expect: (request) => EXPECT[request.operation](mirror, choices, request.query),
  };
}
