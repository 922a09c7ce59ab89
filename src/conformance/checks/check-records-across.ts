import { recordText } from "../record-text";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome, type Failure } from "../outcome";
import { queryOf } from "../answer-evidence";
import { readV2Cities } from "../read-body";
import { rawItems } from "./check-records";
import { isRecord } from "../../is-record";

function stateIdOf(item: Record<string, unknown>): string | undefined {
  const state = item.state;
  return isRecord(state) && typeof state.id === "string" ? state.id : undefined;
}

function cityIdOf(item: Record<string, unknown>): string | undefined {
  const city = item.city;
  return isRecord(city) && typeof city.id === "string" ? city.id : undefined;
}

/**
 * A record's city belongs to its state (api-v2 2.3, 4.2): the state GET /cities gives the
 * record's city id is the record's state object. Witnessed by any record whose city is listed.
 */
export function checkCityState(
  citiesExchange: CheckInput,
  occurrences: readonly CheckInput[],
): CheckOutcome | undefined {
  const cities = readV2Cities(citiesExchange.body);
  if (cities === undefined) return undefined;
  const stateOf = new Map(cities.map((city) => [city.id, city.stateId]));
  let witness: string | undefined;
  for (const exchange of occurrences) {
    for (const item of rawItems(exchange)) {
      const expected = stateOf.get(cityIdOf(item));
      if (expected === undefined) continue;
      witness ??= queryOf(exchange);
      const seen = stateIdOf(item);
      if (seen === expected) continue;
      const wrong = failure(
        "v2.records.city-state",
        exchange,
        `occurrence ${String(item.id)}: its city lies in another state than its state object`,
        `state ${expected}, the state of city ${cityIdOf(item) ?? "?"} in GET /cities`,
        `state ${seen ?? "none"}`,
      );
      return outcome("v2.records.city-state", [wrong]);
    }
  }
  return witness === undefined
    ? { ...outcome("v2.records.city-state", []), unwitnessed: "no record of a listed city" }
    : { ...outcome("v2.records.city-state", []), witness };
}

/**
 * The same record answers the same in every query (api-v2 2.3): a record (by id) seen in two
 * answers has the same JSON in both, its keys and the items of its nested lists in any order
 * (recordText: the spec orders neither). Witnessed by a record seen in two answers to different
 * queries.
 */
export function checkRecordsStable(occurrences: readonly CheckInput[]): CheckOutcome {
  const first = new Map<string, { text: string; exchange: CheckInput }>();
  let witness: string | undefined;
  let wrong: Failure | undefined;
  for (const exchange of occurrences) {
    for (const item of rawItems(exchange)) {
      if (typeof item.id !== "string") continue;
      const text = recordText(item);
      const known = first.get(item.id);
      if (known === undefined) {
        first.set(item.id, { text, exchange });
        continue;
      }
      if (known.exchange.url !== exchange.url) witness ??= queryOf(exchange);
      if (known.text !== text && wrong === undefined)
        wrong = failure(
          "v2.records.stable",
          exchange,
          `occurrence ${item.id} answers differently in two queries`,
          `the record as answered to ${known.exchange.url}`,
          text.length > 160 ? `${text.slice(0, 157)}...` : text,
        );
    }
  }
  if (wrong !== undefined) return outcome("v2.records.stable", [wrong]);
  return witness === undefined
    ? { ...outcome("v2.records.stable", []), unwitnessed: "no record seen in two queries" }
    : { ...outcome("v2.records.stable", []), witness };
}
