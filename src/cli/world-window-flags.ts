import {
  DEFAULT_UNTIL,
  resolveWorldWindow,
  todayOf,
  type WindowBounds,
} from "../world/world-window";
import { UsageError } from "./usage-error";
import type { FlagSpecs, FlagValue } from "./parse-flags";

/** The flags that move the world's window (serve, generate fixtures). */
export const WINDOW_FLAGS: FlagSpecs = {
  since: {
    type: "string",
    placeholder: "YYYY-MM-DD",
    description:
      "First day of the world's data (default: each state from its real coverage start, Rio de Janeiro 2016-07-05).",
  },
  until: {
    type: "string",
    placeholder: "YYYY-MM-DD|today",
    description: `Last day of the world's data; pin it (e.g. ${DEFAULT_UNTIL}) where bytes must not change: tests, fixtures, CI baselines. (default: today, the UTC date the command starts on, as the real data runs up to now)`,
  },
};

/**
 * The window bounds asked for with --since and --until: --until absent or `today` is today's
 * UTC date, read from `now` (the served world runs up to the day serve starts, as the real
 * data does). A malformed day, --until before --since, or a window before any real coverage is
 * a UsageError naming the flag (one line, exit 2).
 */
export function windowBoundsOf(
  flags: Readonly<Record<string, FlagValue | undefined>>,
  now: Date = new Date(),
): WindowBounds {
  const since = typeof flags.since === "string" ? flags.since : undefined;
  const rawUntil = typeof flags.until === "string" ? flags.until : "today";
  const until = rawUntil === "today" ? todayOf(now) : rawUntil;
  const bounds = { ...(since === undefined ? {} : { since }), until };
  const resolved = resolveWorldWindow(bounds);
  if (!resolved.ok) throw new UsageError(`--${resolved.bound} ${resolved.problem}`);
  return bounds;
}
