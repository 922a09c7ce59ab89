import { queryOf } from "../answer-evidence";
import type { CheckInput } from "../check-input";
import { failure, outcome, type CheckOutcome } from "../outcome";
import type { V1Row } from "../read-body";
import {
  datedV1,
  datedV2,
  modeOf,
  pairByPlace,
  zoneOffsetOf,
  type RecordPair,
} from "./pair-records";
import { agentPresenceDifference } from "./agent-presence-difference";
import { rawItems } from "./check-records";

/** The v1 count columns whose sum is the record's human victims. */
const COUNT_COLUMNS = [
  "qtd_morto_civil_ocorrencia",
  "qtd_morto_agen_segur_ocorrencia",
  "qtd_ferido_civil_ocorrencia",
  "qtd_ferido_agen_segur_ocorrencia",
] as const;

/** The most common v1 − v2 time difference over every combination: the zone offset guessed. */
function offsetOf(v2Times: readonly number[], v1Times: readonly number[]): number | undefined {
  return modeOf(v2Times.flatMap((a) => v1Times.map((b) => b - a)));
}

/**
 * v1 against v2 record by record (api-v1 2.1, 9: two views of one service): the v1 rows of the
 * small set's city paired with its v2 records by place (coordinates no other record of either
 * version shares), the rest by date (in the zone the placed pairs show; a date two records share
 * is left out), each pair holding the same coordinates, as
 * many victims (the four v1 counts summed), the same presence of security agents and the city
 * columns of the v1 city row of its cidade_id (populacao_cidade, estado_id). Witnessed by one
 * pair at least.
 */
export function checkCrossRecords(
  v2Whole: CheckInput,
  v1Exchange: CheckInput,
  v1Rows: readonly V1Row[],
  cityRow: V1Row,
): CheckOutcome {
  const v2 = datedV2(rawItems(v2Whole));
  const v1 = datedV1(v1Rows);
  const byPlace = pairByPlace(v2, v1);
  const offset =
    zoneOffsetOf(byPlace) ??
    offsetOf(
      v2.map((r) => r.time),
      v1.map((r) => r.time),
    );
  const placed = new Set(byPlace.flatMap((pair) => [pair.v2, pair.v1]));
  const unique = <T extends { time: number }>(list: readonly T[], time: number): T | undefined => {
    const found = list.filter((entry) => entry.time === time);
    return found.length === 1 ? found[0] : undefined;
  };
  // The records a place did not pair, paired by date in the zone the placed ones show.
  const byDate = v2.flatMap((entry): RecordPair[] => {
    if (placed.has(entry) || offset === undefined) return [];
    const row = unique(v1, entry.time + offset);
    return row === undefined || placed.has(row) || unique(v2, entry.time) === undefined
      ? []
      : [{ v2: entry, v1: row }];
  });
  const pairs = [...byPlace, ...byDate];
  for (const {
    v2: { item },
    v1: { row: v1Row },
  } of pairs) {
    const victims = Array.isArray(item.victims) ? item.victims.length : undefined;
    const counted = COUNT_COLUMNS.reduce((sum, column) => sum + Number(v1Row[column] ?? 0), 0);
    const differences = [
      ["latitude", Number(item.latitude), Number(v1Row.latitude_ocorrencia)],
      ["longitude", Number(item.longitude), Number(v1Row.longitude_ocorrencia)],
      ["victims", victims, counted],
      ["populacao_cidade", Number(cityRow.Populacao), Number(v1Row.populacao_cidade)],
      ["estado_id", Number(cityRow.EstadoId), Number(v1Row.estado_id)],
    ] as const;
    const presence = agentPresenceDifference(item, v1Row);
    const wrong =
      differences.find(([, a, b]) => a !== undefined && a !== b) ??
      (presence === undefined
        ? undefined
        : ([presence.column, presence.expected, presence.seen] as const));
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
  return pairs.length > 0
    ? { ...outcome("cross.records", []), witness: queryOf(v1Exchange) }
    : {
        ...outcome("cross.records", []),
        unwitnessed: "no v1 row paired with a v2 record by its place or its date",
      };
}
