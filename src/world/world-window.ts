import { DAY_MS, dayStart as zonedDayStart } from "../day-start";
import { REFERENCE_STATES } from "./reference-data";

/**
 * The last day of this folder's `buildWorld`'s default window (what the tests build): fixed, so
 * a seed gives the same bytes whatever today is. `serve`, `generate fixtures`, `createHandlers`
 * and the package's `buildWorld` (buildServedWorld) default to today instead (`todayOf`), and
 * pin this day only when asked (`--until 2025-12-31`).
 */
export const DEFAULT_UNTIL = "2025-12-31";

/**
 * The UTC date of an instant, YYYY-MM-DD: the last day of the world `serve` and
 * `createHandlers` build when no `until` is given (the real service's data runs up to now; the
 * window then also ends at that instant, `now`).
 */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Where the world's dates may fall, overall and per state. */
export interface WorldWindow {
  /** First day, YYYY-MM-DD: the later of --since and the first covered day of any state. */
  readonly first: string;
  /**
   * Last day, YYYY-MM-DD (--until, default DEFAULT_UNTIL; the day of `now` when that is earlier).
   */
  readonly last: string;
  /** First instant, epoch ms. */
  readonly start: number;
  /** Last instant, epoch ms (the last minute of the last day, or the minute before `now`). */
  readonly end: number;
  /**
   * The data's "last update" (X-Last-Update): the instant after the window, epoch ms; never
   * later than `now` when one is given.
   */
  readonly lastUpdate: number;
  /**
   * First instant of each state's data in the window (its real coverage start, or `start` if
   * later), by IBGE state code; a state whose coverage begins after the window is absent.
   */
  readonly stateStarts: ReadonlyMap<number, number>;
}

/** The bounds a world is asked for: YYYY-MM-DD days, both optional. */
export interface WindowBounds {
  /** First day wanted (default: the first covered day, 2016-07-05). */
  readonly since?: string;
  /** Last day wanted (default DEFAULT_UNTIL). */
  readonly until?: string;
  /**
   * The moment the world is built, epoch ms, when it runs up to now (`serve`, `createHandlers`
   * without a pinned `until`): no record is dated at or after its minute, and the last update is
   * that minute, so neither lies ahead of the clock a client reads. Absent: the window ends
   * with the last minute of `until`, whatever the clock says.
   */
  readonly now?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch ms of 00:00 UTC of a YYYY-MM-DD day, or undefined when it is no calendar day. */
function dayStart(day: string): number | undefined {
  if (!DAY.test(day)) return undefined;
  const time = zonedDayStart(day, 0);
  return new Date(time).toISOString().slice(0, 10) === day ? time : undefined;
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

const MINUTE = 60_000;

/**
 * The window of a world: from `since` (default: the earliest real coverage) to `until`
 * (default DEFAULT_UNTIL) or to the minute before `now` when that is earlier, each state
 * starting no earlier than its real coverage. A problem
 * (a malformed day, until before since, no state covered) is returned as words, not thrown.
 */
export function resolveWorldWindow(
  bounds: WindowBounds = {},
): { ok: true; window: WorldWindow } | { ok: false; bound: keyof WindowBounds; problem: string } {
  const coverage = REFERENCE_STATES.map((s) => [s.ibge, dayStart(s.coverageFrom) ?? 0] as const);
  const earliest = Math.min(...coverage.map(([, time]) => time));
  const since = bounds.since === undefined ? earliest : dayStart(bounds.since);
  const until = dayStart(bounds.until ?? DEFAULT_UNTIL);
  if (since === undefined) {
    return {
      ok: false,
      bound: "since",
      problem: `must be a day YYYY-MM-DD, got "${bounds.since}"`,
    };
  }
  if (until === undefined) {
    return {
      ok: false,
      bound: "until",
      problem: `must be a day YYYY-MM-DD, got "${bounds.until}"`,
    };
  }
  if (until < earliest) {
    const problem = `${toDay(until)} is before the first real data (${toDay(earliest)})`;
    return { ok: false, bound: "until", problem };
  }
  if (until < since) {
    return {
      ok: false,
      bound: "until",
      problem: `${toDay(until)} is before --since ${toDay(since)}`,
    };
  }
  const cap = bounds.now === undefined ? Infinity : bounds.now - (bounds.now % MINUTE) - MINUTE;
  const end = Math.min(until + DAY_MS - MINUTE, cap);
  const start = Math.max(since, earliest);
  if (end < start) {
    const problem = `the window ends at ${new Date(end + MINUTE).toISOString()} (now), before it starts`;
    return { ok: false, bound: "until", problem };
  }
  const stateStarts = new Map<number, number>();
  for (const [ibge, from] of coverage) {
    const first = Math.max(from, start);
    if (first <= end) stateStarts.set(ibge, first);
  }
  return {
    ok: true,
    window: {
      first: toDay(start),
      last: toDay(end),
      start,
      end,
      lastUpdate: end + MINUTE,
      stateStarts,
    },
  };
}

function defaultWindow(): WorldWindow {
  const resolved = resolveWorldWindow();
  if (!resolved.ok) throw new Error(`${resolved.bound} ${resolved.problem}`);
  return resolved.window;
}

/**
 * The default window: every state from its real coverage start (Rio de Janeiro from
 * 2016-07-05, the earliest) to DEFAULT_UNTIL, UTC, both inclusive, whole minutes.
 */
export const WORLD_WINDOW: WorldWindow = defaultWindow();
