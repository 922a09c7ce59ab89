import { foldName } from "../text";
import { isRecord } from "../../is-record";
import type { MirrorRecord } from "./mirror";

/**
 * The v1 `estado_id` of a v2 state, paired by its cities' names: each v2 city of the state
 * (names upper case without accents) votes for the EstadoId of the v1 cities of the same name
 * (case and accents folded); the state most voted for wins. Undefined when no name pairs.
 */
export function pairV1State(
  v2Cities: readonly MirrorRecord[],
  stateUuid: string,
  v1Cities: readonly MirrorRecord[],
): number | undefined {
  const names = new Set<string>();
  for (const city of v2Cities) {
    const state = isRecord(city.state) ? city.state.id : undefined;
    if (typeof state !== "string" || state.toLowerCase() !== stateUuid) continue;
    if (typeof city.name === "string") names.add(foldName(city.name));
  }
  const votes = new Map<number, number>();
  for (const row of v1Cities) {
    if (typeof row.Cidade !== "string" || !Number.isSafeInteger(row.EstadoId)) continue;
    if (!names.has(foldName(row.Cidade))) continue;
    const state = row.EstadoId as number;
    votes.set(state, (votes.get(state) ?? 0) + 1);
  }
  let best: [number, number] | undefined;
  for (const entry of votes) if (best === undefined || entry[1] > best[1]) best = entry;
  return best?.[0];
}
