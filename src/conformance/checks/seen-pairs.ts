import type { CheckInput } from "../check-input";
import { readV1Rows, v1RowTime, type V1Row } from "../read-body";
import { rawItems } from "./check-records";
import type { ShownPair } from "./check-dates-zone";
import { datedV2, pairByPlace, type DatedV2 } from "./pair-records";

/** The most records of each version read (the first met): bounds time and memory. */
const MOST_RECORDS = 50_000;

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
 * The dated v2 records of the answers, each read where it carries most fields (the first met
 * among equals), at most MOST_RECORDS: one pass shared by the checks over every record met.
 */
export function seenV2Records(v2Answers: readonly CheckInput[]): DatedV2[] {
  function* v2Items(): Generator<Record<string, unknown>> {
    for (const exchange of v2Answers) if (exchange.status === 200) yield* rawItems(exchange);
  }
  return datedV2(fullestByKey(v2Items(), (item) => item.id, MOST_RECORDS));
}

/**
 * Every v1 row of the answers paired with a v2 record the run met (`v2Seen`, seenV2Records) by
 * place (coordinates no other record of either version shares), each with the v1 answer it came
 * in. A row met more than once is read where it carries most fields; at most MOST_RECORDS rows.
 * A row without a date still pairs (its time NaN).
 */
export function seenPairs(
  v2Seen: readonly DatedV2[],
  v1Answers: readonly CheckInput[],
): ShownPair[] {
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
  // Rows are paired by place alone: a row without its date still pairs.
  const v1 = fullestByKey(v1Rows(), (row) => row.id_ocorrencia, MOST_RECORDS).map((row) => ({
    row,
    time: v1RowTime(row) ?? Number.NaN,
  }));
  return pairByPlace(v2Seen, v1).flatMap((pair) => {
    const exchange = exchangeOf.get(pair.v1.row);
    return exchange === undefined ? [] : [{ ...pair, exchange }];
  });
}
