import { queryOf } from "./answer-evidence";
import { queryValues, type ExchangeView } from "./exchange";
import type { Observation } from "./outcome";
import { foldName } from "./text";

/** The freshness headers of a v2 occurrences answer, lower case as the exchange holds them. */
const LAST_UPDATE = "x-last-update";
const LAST_UPDATE_TIMESTAMP = "x-last-update-timestamp";
const STATE_ID = "x-last-update-state-id";
const STATE_NAME = "x-last-update-state";

/** What one answer's freshness headers state against each other and against its query. */
function disagreement(
  exchange: ExchangeView,
  stateNames: ReadonlyMap<string, string>,
): string | undefined {
  const headers = exchange.headers;
  const shown = headers[LAST_UPDATE];
  const seconds = headers[LAST_UPDATE_TIMESTAMP];
  if (shown !== undefined && seconds !== undefined) {
    const at = Date.parse(shown);
    if (!Number.isFinite(at) || Math.floor(at / 1000) !== Math.floor(Number(seconds)))
      return `${LAST_UPDATE} ${shown} is not ${LAST_UPDATE_TIMESTAMP} ${seconds}`;
  }
  const asked = queryValues(exchange.query, "idState");
  const stateId = headers[STATE_ID];
  if (asked.length !== 1 || stateId === undefined) return undefined;
  const [idState] = asked;
  if (stateId.toLowerCase() !== idState?.toLowerCase())
    return `${STATE_ID} ${stateId} answering idState=${String(idState)}`;
  const name = stateNames.get(stateId.toLowerCase());
  const stateName = headers[STATE_NAME];
  if (name !== undefined && stateName !== undefined && foldName(stateName) !== foldName(name))
    return `${STATE_NAME} ${stateName} answering idState=${String(idState)} (${name})`;
  return undefined;
}

/**
 * The freshness headers real clients read from v2 occurrences answers (X-Last-Update,
 * X-Last-Update-Timestamp and, filtered by one idState, X-Last-Update-State-Id, -State and
 * -State-Timestamp): the spec does not state them, so they are observed, never judged. The
 * observation counts the answers that carry them and names the first whose headers disagree
 * with each other (the instant and its epoch seconds) or with the query (another state's id or
 * name). `stateNames`: each state's name by its id in lower case (the cities list's).
 */
export function observeFreshness(
  answers: readonly ExchangeView[],
  stateNames: ReadonlyMap<string, string>,
): Observation {
  const about = "freshness headers (not in the spec, read by real clients)";
  const served = answers.filter((exchange) => exchange.status === 200);
  const carrying = served.filter((exchange) => exchange.headers[LAST_UPDATE] !== undefined);
  const byState = served.filter((exchange) => exchange.headers[STATE_ID] !== undefined);
  const counted = `${LAST_UPDATE} on ${carrying.length} of ${served.length} answers, ${STATE_ID} on ${byState.length}`;
  for (const exchange of served) {
    const differs = disagreement(exchange, stateNames);
    if (differs !== undefined)
      return {
        topic: "freshness-headers",
        text: `${about}: ${counted}; ${differs} (${queryOf(exchange)})`,
        exchange,
      };
  }
  const text =
    carrying.length === 0
      ? `${about}: no answer carries ${LAST_UPDATE}`
      : `${about}: ${counted}, each consistent with itself and its query`;
  return { topic: "freshness-headers", text };
}
