import { dayOf, formatDay } from "../dates";
import { pageOf, type QueryInput } from "../exchange";
import type { ProbeContext } from "../probes/probe-context";
import { tiesSeen } from "../probes/ties-seen";
import { isRecord } from "../../is-record";
import { MIRROR_LIMITS } from "./mirror-limits";
import { isUnread, unreadAnswer, type Unread } from "./unread";

/** A state and a range of whole days (UTC day numbers) whose records fit the mirror. */
export interface PickedWindow {
  readonly stateUuid: string;
  readonly firstDay: number;
  readonly lastDay: number;
  /** The records of the window read with its margin, as the server counted them. */
  readonly count: number;
}

/** A state and a day it has records on, where a window may start. */
interface Candidate {
  readonly state: string;
  readonly day: number;
}

/** The query of a window read with its margin (initialdate/finaldate, idState). */
export function windowQuery(state: string, firstDay: number, lastDay: number): QueryInput {
  return {
    idState: state,
    initialdate: formatDay(firstDay - MIRROR_LIMITS.marginDays),
    finaldate: formatDay(lastDay + MIRROR_LIMITS.marginDays),
  };
}

/**
 * Where a window may lie, from the answers the run has seen: first the states of ties within
 * one state (the middle tie first: a window holding it lets page edges fall inside ties), then
 * every state by the records seen of it (most first), at the median day of those records. One
 * candidate per state.
 */
function seenCandidates(ctx: ProbeContext): Candidate[] {
  const candidates: Candidate[] = [];
  const ties = tiesSeen(ctx.v2Occurrences).filter((tie) => tie.stateIds.length === 1);
  const middle = Math.floor(ties.length / 2);
  for (const tie of [...ties.slice(middle), ...ties.slice(0, middle).reverse()]) {
    candidates.push({ state: (tie.stateIds[0] ?? "").toLowerCase(), day: dayOf(tie.time) });
  }
  const times = new Map<string, number[]>();
  for (const exchange of ctx.v2Occurrences) {
    for (const item of pageOf(exchange)?.items ?? []) {
      if (item.stateId === undefined || item.time === undefined) continue;
      const state = item.stateId.toLowerCase();
      times.set(state, [...(times.get(state) ?? []), item.time]);
    }
  }
  for (const [state, seen] of [...times].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = [...seen].sort((a, b) => a - b);
    candidates.push({ state, day: dayOf(sorted[Math.floor(sorted.length / 2)] ?? 0) });
  }
  const byState = new Map<string, Candidate>();
  for (const candidate of candidates) {
    if (candidate.state !== "" && !byState.has(candidate.state))
      byState.set(candidate.state, candidate);
  }
  return [...byState.values()];
}

/**
 * Picks the mirror's window: a state and a range of days, read with a margin, whose records
 * number at most `limit` (narrowed to fewer days down to one, then another state), grown to hold
 * about MIRROR_LIMITS.wantRecords where days are sparse. Each size tried is one request
 * (take=1, its itemCount). States come from what the run has seen, then from `states` (a record
 * of each, asked for with take=1, gives its day).
 */
export async function pickMirrorWindow(
  ctx: ProbeContext,
  states: readonly string[],
  limit: number,
): Promise<PickedWindow | Unread> {
  const count = async (state: string, first: number, last: number): Promise<number | Unread> => {
    const exchange = await ctx.request("v2-occurrences", {
      ...windowQuery(state, first, last),
      take: 1,
    });
    const itemCount = pageOf(exchange)?.meta?.itemCount;
    return (
      unreadAnswer(exchange) ??
      (itemCount === undefined || itemCount < 0
        ? { unread: `GET ${exchange.path}: no pageMeta.itemCount to size the window with` }
        : itemCount)
    );
  };
  const candidates = seenCandidates(ctx);
  const tried: string[] = [];
  const rest = states.filter((state) => !candidates.some((item) => item.state === state));
  for (let index = 0; tried.length < MIRROR_LIMITS.maxCandidates; index++) {
    let candidate = candidates[index];
    if (candidate === undefined) {
      const state = rest[index - candidates.length];
      if (state === undefined) break;
      // A state the run has not seen: one of its records gives the day.
      const exchange = await ctx.request("v2-occurrences", { idState: state, take: 1 });
      const item = pageOf(exchange)?.items[0];
      if (unreadAnswer(exchange) !== undefined || item?.time === undefined) continue;
      candidate = { state, day: dayOf(item.time) };
    }
    tried.push(`${candidate.state} on ${formatDay(candidate.day)}`);
    const picked = await sizeWindow(candidate, limit, count);
    if (picked !== undefined)
      return isUnread(picked) ? picked : awayFromEdges(picked, limit, count);
  }
  return {
    unread:
      tried.length === 0
        ? "no state with a record to read a window of"
        : `no window of one state and whole days holds at most ${limit} records (tried ${tried.join(", ")}: one day with its margin holds more)`,
  };
}

/**
 * The days around a candidate's day, one day first, then grown towards the records wanted
 * (guessing the days from the density counted so far) and halved back when past the limit.
 * Undefined when one day already holds more than the limit; an Unread when the first count failed.
 */
async function sizeWindow(
  candidate: Candidate,
  limit: number,
  count: (state: string, first: number, last: number) => Promise<number | Unread>,
): Promise<PickedWindow | Unread | undefined> {
  const want = Math.min(MIRROR_LIMITS.wantRecords, limit);
  const at = async (days: number): Promise<PickedWindow | Unread> => {
    const firstDay = candidate.day - Math.floor((days - 1) / 2);
    const lastDay = firstDay + days - 1;
    const counted = await count(candidate.state, firstDay, lastDay);
    return isUnread(counted)
      ? counted
      : { stateUuid: candidate.state, firstDay, lastDay, count: counted };
  };
  const one = await at(1);
  if (isUnread(one)) return one;
  if (one.count > limit) return undefined;
  let good = one;
  let bad: number | undefined;
  for (let step = 0; step < 6; step++) {
    const days = good.lastDay - good.firstDay + 1;
    if (good.count >= want || days >= MIRROR_LIMITS.maxDays) break;
    if (bad !== undefined && bad - days <= 1) break;
    // Records per day read (the margin included), aiming a little past the records wanted.
    const density = Math.max(good.count, 1) / (days + 2 * MIRROR_LIMITS.marginDays);
    const aim = Math.min(limit, Math.ceil(want * 1.25));
    const guess = Math.round(aim / density) - 2 * MIRROR_LIMITS.marginDays;
    const next =
      bad === undefined
        ? Math.min(MIRROR_LIMITS.maxDays, Math.max(days * 2, guess))
        : Math.floor((days + bad) / 2);
    const tried = await at(next);
    if (isUnread(tried)) break;
    if (tried.count > limit) bad = next;
    else {
      // No more records on the days added: the state's records are all in, growing adds none.
      const all = tried.count === good.count;
      good = tried;
      if (all) break;
    }
  }
  return good;
}

/**
 * A window with the state's records on both sides of it where the state has records on either:
 * a window at the state's first or last day reads the same whether a server applies the dates
 * before paging or after (a page of the state without them already lies inside), so such a
 * window is moved once, by its width, away from that edge, and kept moved when the state still
 * has records beyond its other edge. The state's records are looked for up to
 * MIRROR_LIMITS.maxDays beyond each edge. Two requests (take=1, itemCount) when the window lies
 * inside, a few more when it is moved; the window as picked when a count fails.
 */
async function awayFromEdges(
  picked: PickedWindow,
  limit: number,
  count: (state: string, first: number, last: number) => Promise<number | Unread>,
): Promise<PickedWindow> {
  const margin = MIRROR_LIMITS.marginDays;
  const after = (window: PickedWindow): Promise<number | Unread> =>
    count(
      window.stateUuid,
      window.lastDay + 1 + margin,
      window.lastDay + margin + MIRROR_LIMITS.maxDays,
    );
  const before = (window: PickedWindow): Promise<number | Unread> =>
    count(
      window.stateUuid,
      window.firstDay - margin - MIRROR_LIMITS.maxDays,
      window.firstDay - 1 - margin,
    );
  const later = await after(picked);
  if (isUnread(later)) return picked;
  const earlier = await before(picked);
  if (isUnread(earlier)) return picked;
  // Records on both sides: inside already; on neither: the window holds them all.
  if (later > 0 === earlier > 0) return picked;
  const days = picked.lastDay - picked.firstDay + 1;
  const middle = picked.firstDay + Math.floor((days - 1) / 2);
  const towards = later === 0 ? -days : days;
  const moved = await sizeWindow({ state: picked.stateUuid, day: middle + towards }, limit, count);
  if (moved === undefined || isUnread(moved) || moved.count === 0) return picked;
  const beyond = towards < 0 ? await after(moved) : await before(moved);
  return !isUnread(beyond) && beyond > 0 ? moved : picked;
}

/** The state ids (lower case) of a v2 cities list, in the order first named. */
export function statesOfCities(cities: readonly unknown[]): string[] {
  const states = new Set<string>();
  for (const city of cities) {
    const state = isRecord(city) && isRecord(city.state) ? city.state.id : undefined;
    if (typeof state === "string") states.add(state.toLowerCase());
  }
  return [...states];
}
