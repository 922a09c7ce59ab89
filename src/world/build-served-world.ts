import { buildWorld, type WorldOptions } from "./build-world";
import type { World } from "./world";
import { todayOf } from "./world-window";

/**
 * The world as it is served: buildWorld, its last day today's UTC date (read from `now`) unless
 * `until` pins one, as `serve`, `generate fixtures` and the MSW handlers build it. The package
 * exports this as `buildWorld`, so the same seed and size give the same data in all four. (The
 * world's own buildWorld, which the tests use, ends at DEFAULT_UNTIL: fixed bytes.)
 */
export function buildServedWorld(options: WorldOptions, now: Date = new Date()): World {
  return buildWorld({ ...options, until: options.until ?? todayOf(now) });
}
