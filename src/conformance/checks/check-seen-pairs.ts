import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { outcome, type CheckOutcome } from "../outcome";
import { differing } from "./check-mirror-pairs";
import { readV1Rows, v1RowTime, type V1Row } from "../read-body";
import { foldName } from "../text";
import { isRecord } from "../../is-record";
import { agentPresenceDifference } from "./agent-presence-difference";
import { rawItems } from "./check-records";
import type { ColumnDifference } from "./column-difference";
import { datedV2, pairByPlace } from "./pair-records";
import { victimCountDifference } from "./victim-count-difference";

/** The most records of each version read (the first met): bounds time and memory. */
const MOST_RECORDS = 50_000;

/** The v1 name columns, each with the v2 reference whose name it repeats. */
const NAME_COLUMNS = [
  ["nome_estado", "state"],
  ["nome_cidade", "city"],
] as const;

/**
 * How a v1 row's state or city name differs from its v2 record's (api-v1 2.1 and api-v2 2.3 name
 * the same city and state; v2 writes them upper case without accents, so both are compared with
 * case and accents folded); undefined when they agree or either is missing.
 */
function nameDifference(
  item: Readonly<Record<string, unknown>>,
  row: V1Row,
): ColumnDifference | undefined {
  for (const [column, reference] of NAME_COLUMNS) {
    const shown = row[column];
    const ref = item[reference];
    const name = isRecord(ref) ? ref.name : undefined;
    if (typeof shown !== "string" || typeof name !== "string") continue;
    if (foldName(shown).trim() !== foldName(name).trim())
      return { column, expected: name, seen: shown };
  }
  return undefined;
}

/**
 * For each key, the entry of a list that carries the most fields (the first met among equals;
 * entries without a key kept out), for at most `most` keys.
 */
function fullestByKey<T extends object>(
  list: Iterable<T>,
  key: (entry: T) => unknown,
  most: number,
): T[] {
  const seen = new Map<unknown, T>();
  for (const entry of list) {
    const k = key(entry);
    if (k === undefined || k === null) continue;
    const known = seen.get(k);
    if (known === undefined && seen.size >= most) continue;
    if (known === undefined || Object.keys(entry).length > Object.keys(known).length)
      seen.set(k, entry);
  }
  return [...seen.values()];
}

/**
 * Every record both versions showed in this run, wherever the run met it (api-v1 9: two views of
 * one service): the v1 rows of every v1 answer paired with the v2 records of every v2 answer by
 * their place (coordinates no other record of either version shares). Each pair counts the same
 * victims, shows the same presence of security agents, and names the same state and city (case
 * and accents aside). The mirror's window and the small set's city are compared more closely by
 * their own checks; this one reaches the records outside them. Undefined when no pair is found.
 */
export function checkSeenPairs(
  v2Answers: readonly CheckInput[],
  v1Answers: readonly CheckInput[],
): CheckOutcome | undefined {
  const exchangeOf = new Map<V1Row, CheckInput>();
  function* v1Rows(): Generator<V1Row> {
    for (const exchange of v1Answers) {
      if (exchange.status !== 200) continue;
      for (const row of readV1Rows(exchange.body) ?? []) {
        exchangeOf.set(row, exchange);
        yield row;
      }
    }
  }
  function* v2Items(): Generator<Record<string, unknown>> {
    for (const exchange of v2Answers) if (exchange.status === 200) yield* rawItems(exchange);
  }
  const v2 = datedV2(fullestByKey(v2Items(), (item) => item.id, MOST_RECORDS));
  // Rows are paired by place alone: a row without its date still pairs.
  const v1 = fullestByKey(v1Rows(), (row) => row.id_ocorrencia, MOST_RECORDS).map((row) => ({
    row,
    time: v1RowTime(row) ?? Number.NaN,
  }));
  const pairs = pairByPlace(v2, v1);
  if (pairs.length === 0) return undefined;
  const mismatched = pairs.flatMap(({ v2: { item }, v1: { row } }) => {
    const difference =
      victimCountDifference(item, row) ??
      agentPresenceDifference(item, row) ??
      nameDifference(item, row);
    return difference === undefined ? [] : [{ item, row, difference }];
  });
  const [first] = mismatched;
  const exchange = exchangeOf.get(first?.row ?? pairs[0]?.v1.row ?? {});
  if (exchange === undefined) return undefined;
  if (first === undefined) return { ...outcome("cross.records", []), witness: queryOf(exchange) };
  return outcome(
    "cross.records",
    differing(
      exchange,
      mismatched,
      (count) =>
        `${count} of the ${pairs.length} v1 rows of this run paired with a v2 record by place show other victims, agents, state or city than it (first in ${queryOf(exchange)})`,
      "each v1 row as many victims of each kind as its v2 record, presen_agen_segur_ocorrencia 0 exactly when agentPresence is false, nome_estado and nome_cidade the record's state and city names (case and accents aside)",
      (examples) => examples,
      ({ item, row, difference: { column, expected, seen } }) =>
        `v1 ${String(row.id_ocorrencia)} ${column} ${JSON.stringify(seen)} (v2 ${String(item.id)}: ${JSON.stringify(expected)})`,
    ),
  );
}
