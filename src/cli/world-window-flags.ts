import {
  DEFAULT_UNTIL,
  resolveWorldWindow,
  todayOf,
  type WindowBounds,
} from "../world/views-entry";
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
    placeholder: "YYYY-MM-DD|today|INSTANT",
    description: `Last day of the world's data; pin it (e.g. ${DEFAULT_UNTIL}) where bytes must not change: tests, fixtures, CI baselines. today runs up to the minute serve starts, as the real data runs up to now (no record, no X-Last-Update after it); an ISO instant (2026-11-23T14:05:00Z) up to that minute. (default: today)`,
  },
};

/** An instant --until may name, ISO 8601 in UTC to the minute or finer. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

/**
 * The window bounds asked for with --since and --until: --until absent or `today` is today's
 * UTC date up to `now` (the served world runs up to the minute serve starts, as the real data
 * does, so no record and no X-Last-Update lies ahead of a client's clock); an ISO instant is its
 * day up to that instant (how `serve --workers` hands the primary's start to every worker). A
 * malformed day or instant, --until before --since, or a window before any real coverage is a
 * UsageError naming the flag (one line, exit 2).
 */
export function windowBoundsOf(
  flags: Readonly<Record<string, FlagValue | undefined>>,
  now: Date = new Date(),
): WindowBounds {
  const since = typeof flags.since === "string" ? flags.since : undefined;
  const rawUntil = typeof flags.until === "string" ? flags.until : "today";
  const instant = rawUntil === "today" ? now.getTime() : instantOf(rawUntil);
  const until = instant === undefined ? rawUntil : todayOf(new Date(instant));
  const bounds = {
    ...(since === undefined ? {} : { since }),
    until,
    ...(instant === undefined ? {} : { now: instant }),
  };
  const resolved = resolveWorldWindow(bounds);
  if (!resolved.ok) throw new UsageError(`--${resolved.bound} ${resolved.problem}`);
  return bounds;
}

/**
 * The epoch ms of an --until instant, or undefined for a day (an unreadable instant is a
 * UsageError).
 */
function instantOf(value: string): number | undefined {
  if (!value.includes("T")) return undefined;
  const time = Date.parse(value);
  if (!INSTANT.test(value) || Number.isNaN(time)) {
    throw new UsageError(
      `--until must be a day YYYY-MM-DD, today or an instant YYYY-MM-DDTHH:MMZ, got "${value}"`,
    );
  }
  return time;
}
