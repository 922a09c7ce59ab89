import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { DAY_MS } from "../dates";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { readV1Rows, v1RowTime } from "../read-body";
import { placeKey, type DatedV2 } from "./pair-records";

/**
 * Every v2 record the run met has a v1 row at its place in the whole v1 list (api-v1 9: two
 * views of one record; api-v1 2.1: latitude_ocorrencia and longitude_ocorrencia are the record's
 * coordinates). `v2Seen`: the run's v2 records (seenV2Records). `v1Whole`: the unfiltered v1
 * list with its coordinates, not cut at a cap. A server writing one state's v1 coordinates at
 * another precision (cut to four decimals) shows that state's records at no row's place. A
 * record dated after the list's newest row less a day is left out (a live service adds records
 * while the run reads). Reports a failure only.
 */
export function checkRowsAtPlaces(
  v2Seen: readonly DatedV2[],
  v1Whole: CheckInput,
): CheckOutcome | undefined {
  const rows = v1Whole.status === 200 ? (readV1Rows(v1Whole.body) ?? []) : [];
  const places = new Set(
    rows.map((row) => placeKey(row.latitude_ocorrencia, row.longitude_ocorrencia)),
  );
  const newest = rows.reduce(
    (latest, row) => Math.max(latest, v1RowTime(row) ?? Number.NEGATIVE_INFINITY),
    Number.NEGATIVE_INFINITY,
  );
  if (places.size === 0 || !Number.isFinite(newest)) return undefined;
  const seen = new Set<string>();
  const missing: Readonly<Record<string, unknown>>[] = [];
  for (const { item, time } of v2Seen) {
    const key = placeKey(item.latitude, item.longitude);
    if (key === undefined || time > newest - DAY_MS || seen.has(String(item.id))) continue;
    seen.add(String(item.id));
    if (!places.has(key)) missing.push(item);
  }
  if (missing.length === 0) return undefined;
  return outcome("cross.records", [
    failure(
      "cross.records",
      v1Whole,
      `${missing.length} of the ${seen.size} v2 records of this run have no row at their place in ${queryOf(v1Whole)}`,
      "a v1 row at each record's latitude and longitude",
      missing
        .slice(0, 3)
        .map(
          (item) => `v2 ${String(item.id)} at ${String(item.latitude)}, ${String(item.longitude)}`,
        )
        .join("; "),
    ),
  ]);
}
