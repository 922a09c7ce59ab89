import type { QueryPairs } from "../check-input";
import type { Mirror } from "./mirror";
import type { Expected } from "./oracle";
import type { ServerChoices } from "./server-choices";

/** The expected answer of a v2 occurrences request, computed from the mirror with the server's choices. */
export function expectV2Occurrences(
  _mirror: Mirror,
  _choices: ServerChoices,
  _query: QueryPairs,
): Expected {
  return { inside: false, reason: "not yet judged by the oracle" };
}
