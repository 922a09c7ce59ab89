import { buildWorld, type WorldOptions } from "./build-world";
import type { World } from "./world";
import { todayOf } from "./world-window";

/**
 * The world as it is served: buildWorld up to `now` (its last day today's UTC date, and no
 * record, no last update after the minute of `now`) unless `until` pins the last day, as
 * `serve`, `generate fixtures` and the MSW handlers build it. The package exports this as
 * `buildWorld`, so the same seed and size give the same data in all four. (The world's own
 * buildWorld, which the tests use, ends at DEFAULT_UNTIL: fixed bytes.)
 */
export function buildServedWorld(options: WorldOptions, now: Date = new Date()): World {
  if (options.until !== undefined) return buildWorld(options);
  return buildWorld({ ...options, until: todayOf(now), now: now.getTime() });
}
