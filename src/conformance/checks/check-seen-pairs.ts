import { queryOf } from "../answer-evidence";
import { outcome, type CheckOutcome } from "../outcome";
import { differing } from "./check-mirror-pairs";
import type { V1Row } from "../read-body";
import { foldCase, foldName } from "../text";
import { isRecord } from "../../is-record";
import { addressDifference } from "./address-difference";
import { agentPresenceDifference } from "./agent-presence-difference";
import type { ShownPair } from "./check-dates-zone";
import type { ColumnDifference } from "./column-difference";
import { victimCountDifference } from "./victim-count-difference";

/**
 * The v1 name columns, each with the v2 reference whose name it repeats and how the two are
 * compared: a state's name with its accents (both versions write `Pará`; letter case aside), a
 * city's with accents aside too (v2 records write city names upper case without accents).
 */
const NAME_COLUMNS = [
  ["nome_estado", "state", foldCase],
  ["nome_cidade", "city", foldName],
] as const;

/**
 * How a v1 row's state or city name differs from its v2 record's (api-v1 2.1 and api-v2 2.3 name
 * the same city and state; NAME_COLUMNS says what is set aside); undefined when they agree or
 * either is missing.
 */
function nameDifference(
  item: Readonly<Record<string, unknown>>,
  row: V1Row,
): ColumnDifference | undefined {
  for (const [column, reference, fold] of NAME_COLUMNS) {
    const shown = row[column];
    const ref = item[reference];
    const name = isRecord(ref) ? ref.name : undefined;
    if (typeof shown !== "string" || typeof name !== "string") continue;
    if (fold(shown).trim() !== fold(name).trim()) return { column, expected: name, seen: shown };
  }
  return undefined;
}

/** How a row's local_ocorrencia differs from its record's address, as a column difference. */
function addressOf(
  item: Readonly<Record<string, unknown>>,
  row: V1Row,
): ColumnDifference | undefined {
  const difference = addressDifference(item, row);
  return difference === undefined ? undefined : { column: "local_ocorrencia", ...difference };
}

/**
 * Every record both versions showed in this run, wherever the run met it (api-v1 9: two views of
 * one service): the v1 rows of every v1 answer paired with the v2 records of every v2 answer by
 * their place (`seenPairs`: coordinates no other record of either version shares). Each pair counts
 * the same victims, shows the same presence of security agents, names the same state (case aside)
 * and city (case and accents aside) and the same address (local_ocorrencia; case, accents and white
 * space aside). The mirror's window and the small set's city are compared more closely by their own
 * checks; this one reaches the records outside them. Undefined when no pair is found.
 */
export function checkSeenPairs(pairs: readonly ShownPair[]): CheckOutcome | undefined {
  if (pairs.length === 0) return undefined;
  const mismatched = pairs.flatMap(({ v2: { item }, v1: { row }, exchange }) => {
    const difference =
      victimCountDifference(item, row) ??
      agentPresenceDifference(item, row) ??
      nameDifference(item, row) ??
      addressOf(item, row);
    return difference === undefined ? [] : [{ item, row, difference, exchange }];
  });
  const [first] = mismatched;
  const exchange = first?.exchange ?? pairs[0]?.exchange;
  if (exchange === undefined) return undefined;
  if (first === undefined) return { ...outcome("cross.records", []), witness: queryOf(exchange) };
  return outcome(
    "cross.records",
    differing(
      exchange,
      mismatched,
      (count) =>
        `${count} of the ${pairs.length} v1 rows of this run paired with a v2 record by place show other victims, agents, state or city than it (first in ${queryOf(exchange)})`,
      "each v1 row as many victims of each kind as its v2 record, presen_agen_segur_ocorrencia 0 exactly when agentPresence is false, nome_estado the record's state name (case aside), nome_cidade its city name (case and accents aside), local_ocorrencia its address (case, accents and white space aside)",
      (examples) => examples,
      ({ item, row, difference: { column, expected, seen } }) =>
        `v1 ${String(row.id_ocorrencia)} ${column} ${JSON.stringify(seen)} (v2 ${String(item.id)}: ${JSON.stringify(expected)})`,
    ),
  );
}
