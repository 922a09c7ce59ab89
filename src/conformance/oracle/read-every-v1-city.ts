import { queryOf } from "../answer-evidence";
import { readV1Rows } from "../read-body";
import type { ProbeContext } from "../probes/probe-context";
import type { MirrorRecord } from "./mirror";
import { unreadAnswer, type Unread } from "./unread";

/** The rows of a v1 cities answer under the cap, or why the mirror cannot read them. */
async function citiesOf(
  ctx: ProbeContext,
  query: Readonly<Record<string, number>>,
): Promise<MirrorRecord[] | Unread> {
  const exchange = await ctx.request("v1-cities", query);
  const bad = unreadAnswer(exchange);
  if (bad !== undefined) return bad;
  const rows = readV1Rows(exchange.body);
  if (rows === undefined || !rows.every((row) => Number.isSafeInteger(row.CidadeId)))
    return { unread: `${queryOf(exchange)} answered no list of rows with an integer CidadeId` };
  const ids = new Set(rows.map((row) => row.CidadeId));
  if (ids.size < rows.length) return { unread: `${queryOf(exchange)} lists a CidadeId twice` };
  return rows;
}

/** Whether a list reached the settled v1 cap (it may then be cut short). */
function atCap(rows: readonly MirrorRecord[], cap: number | undefined): boolean {
  return cap !== undefined && rows.length >= cap;
}

/**
 * Every v1 city: the unfiltered list, or, when it reaches the settled v1 cap (`cap`, one number
 * for every answer), the list of each state (EstadoId) it and `states` (the v1 states the run
 * has seen) name, each under the cap, merged in the order listed. Whole or an Unread: a state's
 * list that reaches the cap too, or fewer states found than `stateCount` (the states v2 names).
 */
export async function readEveryV1City(
  ctx: ProbeContext,
  cap: number | undefined,
  states: readonly number[] = [],
  stateCount = 0,
): Promise<MirrorRecord[] | Unread> {
  const all = await citiesOf(ctx, {});
  if (!Array.isArray(all) || !atCap(all, cap)) return all;
  const named = new Set<number>(states);
  for (const row of all) if (Number.isSafeInteger(row.EstadoId)) named.add(row.EstadoId as number);
  if (named.size < stateCount)
    return {
      unread: `the v1 cities list reaches the v1 cap of ${String(cap)} rows and names ${named.size} state(s) (with those the run saw), v2 names ${stateCount}: the cities of the others cannot be asked for`,
    };
  const merged: MirrorRecord[] = [];
  for (const state of [...named].sort((a, b) => a - b)) {
    const rows = await citiesOf(ctx, { EstadoId: state });
    if (!Array.isArray(rows)) return rows;
    if (atCap(rows, cap))
      return {
        unread: `the v1 cities of EstadoId ${state} reach the v1 cap of ${cap} rows: the list cannot be read whole`,
      };
    merged.push(...rows);
  }
  const ids = new Set(merged.map((row) => row.CidadeId));
  const lost = all.find((row) => !ids.has(row.CidadeId));
  if (lost !== undefined)
    return {
      unread: `the v1 city ${String(lost.CidadeId)} of the unfiltered list is in no state's list (EstadoId ${String(lost.EstadoId)})`,
    };
  return merged;
}
