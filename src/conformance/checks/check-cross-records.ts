import { queryOf } from "../answer-evidence";
import { parseDay } from "../dates";
import type { ExchangeView } from "../exchange";
import { failure, outcome, type CheckOutcome } from "../outcome";
import { v1RowTime, type V1Row } from "../read-body";
import { rawItems } from "./check-records";

/** The v1 count columns whose sum is the record's human victims. */
const COUNT_COLUMNS = [
  "qtd_morto_civil_ocorrencia",
  "qtd_morto_agen_segur_ocorrencia",
  "qtd_ferido_civil_ocorrencia",
  "qtd_ferido_agen_segur_ocorrencia",
] as const;

/** The most common v1 − v2 time difference: the zone offset between the versions' clocks. */
function offsetOf(v2Times: readonly number[], v1Times: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const a of v2Times) for (const b of v1Times) counts.set(b - a, (counts.get(b - a) ?? 0) + 1);
  let best: [number, number] | undefined;
  for (const entry of counts) if (best === undefined || entry[1] > best[1]) best = entry;
  return best?.[0];
}

/** A record's v2 time, when its date parses. */
function v2Time(item: Record<string, unknown>): number | undefined {
  if (typeof item.date !== "string") return undefined;
  const time = Date.parse(item.date);
  return Number.isNaN(time) && parseDay(item.date) === undefined ? undefined : time;
}

/**
 * v1 against v2 record by record (api-v1 2.1, 9: two views of one service): the v1 rows of the
 * small set's city paired with its v2 records by date (one constant zone offset between the
 * versions; a date two records share is left out), each pair holding the same coordinates, as
 * many victims (the four v1 counts summed) and the city columns of the v1 city row of its
 * cidade_id (populacao_cidade, estado_id). Witnessed by one pair at least.
 */
export function checkCrossRecords(
  v2Whole: ExchangeView,
  v1Exchange: ExchangeView,
  v1Rows: readonly V1Row[],
  cityRow: V1Row,
): CheckOutcome {
  const v2 = rawItems(v2Whole).flatMap((item) => {
    const time = v2Time(item);
    return time === undefined ? [] : [{ item, time }];
  });
  const v1 = v1Rows.flatMap((row) => {
    const time = v1RowTime(row);
    return time === undefined ? [] : [{ row, time }];
  });
  const offset = offsetOf(
    v2.map((r) => r.time),
    v1.map((r) => r.time),
  );
  const unique = <T extends { time: number }>(list: readonly T[], time: number): T | undefined => {
    const found = list.filter((entry) => entry.time === time);
    return found.length === 1 ? found[0] : undefined;
  };
  let pairs = 0;
  for (const { item, time } of v2) {
    const v1Row = offset === undefined ? undefined : unique(v1, time + offset)?.row;
    if (v1Row === undefined || unique(v2, time) === undefined) continue;
    pairs += 1;
    const victims = Array.isArray(item.victims) ? item.victims.length : undefined;
    const counted = COUNT_COLUMNS.reduce((sum, column) => sum + Number(v1Row[column] ?? 0), 0);
    const differences = [
      ["latitude", Number(item.latitude), Number(v1Row.latitude_ocorrencia)],
      ["longitude", Number(item.longitude), Number(v1Row.longitude_ocorrencia)],
      ["victims", victims, counted],
      ["populacao_cidade", Number(cityRow.Populacao), Number(v1Row.populacao_cidade)],
      ["estado_id", Number(cityRow.EstadoId), Number(v1Row.estado_id)],
    ] as const;
    const wrong = differences.find(([, a, b]) => a !== undefined && a !== b);
    if (wrong !== undefined) {
      const [what, expected, seen] = wrong;
      return outcome("cross.records", [
        failure(
          "cross.records",
          v1Exchange,
          `v1 row ${String(v1Row.id_ocorrencia)} differs from its v2 record ${String(item.id)} in ${what}`,
          `${what} ${String(expected)}, as v2 (or the v1 city row) gives it`,
          `${what} ${String(seen)}`,
        ),
      ]);
    }
  }
  return pairs > 0
    ? { ...outcome("cross.records", []), witness: queryOf(v1Exchange) }
    : {
        ...outcome("cross.records", []),
        unwitnessed: "no v1 row paired with a v2 record by its date",
      };
}
