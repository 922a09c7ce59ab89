import { queryOf } from "../answer-evidence";
import { readV1Rows } from "../read-body";
import type { ProbeContext } from "../probes/probe-context";
import type { MirrorRecord } from "./mirror";
import { MIRROR_LIMITS } from "./mirror-limits";
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

/** A piece of the cities list: Populacao[gt] and Populacao[lt], each absent when unbounded. */
interface Piece {
  readonly gt?: number;
  readonly lt?: number;
}

function queryOfPiece(piece: Piece): Record<string, number> {
  return {
    ...(piece.gt === undefined ? {} : { "Populacao[gt]": piece.gt }),
    ...(piece.lt === undefined ? {} : { "Populacao[lt]": piece.lt }),
  };
}

/**
 * A piece that reached the cap, split in two at the median population `m` of the rows it
 * listed: `[lt]=m+1` and `[gt]=m`. They overlap by one at the edge, so under any reading of the
 * bounds (inclusive or not, integer populations or not) every city of the piece lies in one of
 * them. Undefined when the rows give no population to split at, or the split would not narrow.
 */
function splitPiece(piece: Piece, rows: readonly MirrorRecord[]): [Piece, Piece] | undefined {
  const populations = rows
    .map((row) => row.Populacao)
    .filter((p): p is number => typeof p === "number" && Number.isFinite(p))
    .sort((a, b) => a - b);
  const least = populations[0];
  const most = populations.at(-1);
  if (least === undefined || most === undefined) return undefined;
  const narrows = (p: Piece): boolean =>
    (p.gt ?? -Infinity) > (piece.gt ?? -Infinity) || (p.lt ?? Infinity) < (piece.lt ?? Infinity);
  // The median keeps the halves even; the middle of the range when the median sits on an edge.
  for (const at of [
    populations[Math.floor((populations.length - 1) / 2)] ?? least,
    Math.floor((least + most) / 2),
  ]) {
    const low = { ...piece, lt: at + 1 };
    const high = { ...piece, gt: at };
    if (narrows(low) && narrows(high)) return [low, high];
  }
  return undefined;
}

/**
 * Every v1 city: the unfiltered list, or, when it reaches the settled v1 cap (`cap`, one number
 * for every answer; v1 has no paging), the list read in pieces by population: a piece that
 * reaches the cap is split at the median population of the rows it listed, into two pieces
 * (`Populacao[lt]=m+1`, `Populacao[gt]=m`) that overlap by one at the edge, so every reading of
 * the bounds is covered; the pieces are merged by CidadeId (sorted by it). An Unread when a piece
 * reaching the cap cannot be split (its cities share one population), when it takes more than
 * MIRROR_LIMITS.maxV1CityLists lists, or when a city of the unfiltered list is in no piece.
 */
export async function readEveryV1City(
  ctx: ProbeContext,
  cap: number | undefined,
): Promise<MirrorRecord[] | Unread> {
  const all = await citiesOf(ctx, {});
  if (!Array.isArray(all) || !atCap(all, cap)) return all;
  const merged = new Map<number, MirrorRecord>();
  const first = splitPiece({}, all);
  if (first === undefined)
    return {
      unread: `the v1 cities list reaches the v1 cap of ${String(cap)} rows and names no population to split it at`,
    };
  const pending: Piece[] = [...first];
  let lists = 1;
  for (let piece = pending.shift(); piece !== undefined; piece = pending.shift()) {
    if (++lists > MIRROR_LIMITS.maxV1CityLists)
      return {
        unread: `the v1 cities need more than ${MIRROR_LIMITS.maxV1CityLists} lists under the v1 cap of ${String(cap)} rows`,
      };
    const rows = await citiesOf(ctx, queryOfPiece(piece));
    if (!Array.isArray(rows)) return rows;
    if (atCap(rows, cap)) {
      const halves = splitPiece(piece, rows);
      if (halves === undefined)
        return {
          unread: `the v1 cities with ${JSON.stringify(queryOfPiece(piece))} reach the v1 cap of ${String(cap)} rows and cannot be split by Populacao: the list cannot be read whole`,
        };
      pending.unshift(...halves);
      continue;
    }
    for (const row of rows) merged.set(row.CidadeId as number, row);
  }
  const lost = all.find((row) => !merged.has(row.CidadeId as number));
  if (lost !== undefined)
    return {
      unread: `the v1 city ${String(lost.CidadeId)} of the unfiltered list is in no list by Populacao (${String(lost.Populacao)})`,
    };
  return [...merged.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}
