import { DEFAULT_WORLD_OPTIONS, buildServedWorld, toObservedWorld, type World } from "../world";
import type { MswHandlerOptions } from "./msw-handler-options";

/**
 * The world the handlers serve: the one given, or the one `occurrence-contract serve` builds
 * from the same seed, size, window and profile (so both answer with the same bytes): up to now
 * (the handlers' `now` clock, default Date.now: no record and no X-Last-Update after it) unless
 * `until` pins the last day.
 */
export function worldOfOptions(options: MswHandlerOptions): World {
  if (options.world !== undefined) return options.world;
  const specWorld = buildServedWorld(
    {
      seed: options.seed ?? DEFAULT_WORLD_OPTIONS.seed,
      occurrences: options.occurrences ?? DEFAULT_WORLD_OPTIONS.occurrences,
      ...(options.since === undefined ? {} : { since: options.since }),
      ...(options.until === undefined ? {} : { until: options.until }),
    },
    new Date(options.now?.() ?? Date.now()),
  );
  const { profile } = options;
  if (typeof profile === "object") {
    return toObservedWorld(specWorld, { dirty: options.dirty === true, profile });
  }
  return profile === "observed"
    ? toObservedWorld(specWorld, { dirty: options.dirty === true })
    : specWorld;
}
