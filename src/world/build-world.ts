import { buildCities } from "./build-cities";
import { buildOccurrence } from "./build-occurrence";
import { buildStates } from "./build-states";
import { createWorldEnv } from "./create-world-env";
import { createFakeContext } from "./fake-context";
import type { World, WorldOccurrence } from "./world";
import { resolveWorldWindow, WORLD_WINDOW, type WindowBounds } from "./world-window";

/** How a world is built. */
export interface WorldOptions extends WindowBounds {
  /** The seed: an integer from 0 to 2^32 - 1. Same seed and size, same bytes. */
  readonly seed: number;
  /** How many occurrences: an integer from 0. */
  readonly occurrences: number;
  /** Called every PROGRESS_STEP occurrences and at the end, with the count built so far. */
  readonly onProgress?: (built: number, total: number) => void;
}

// In a file of its own so that the CLI's flags read it without loading the world's builder.
export { DEFAULT_WORLD_OPTIONS } from "./default-world-options";

const PROGRESS_STEP = 1000;

/**
 * Builds the canonical world: the reference states and cities, and `occurrences` occurrences in
 * the window (WORLD_WINDOW unless `since`/`until` move it; each state from its real coverage
 * start), spread over the cities of the covered states by population. Occurrence `id` derives
 * from (seed, id) alone, so a bigger world starts with the smaller one. Throws a RangeError for
 * a seed or size out of range (a programmer mistake; the CLI checks its flags first).
 */
export function buildWorld(options: WorldOptions): World {
  const { seed, occurrences: total, onProgress } = options;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`buildWorld: seed must be an integer from 0 to 4294967295, got ${seed}`);
  }
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`buildWorld: occurrences must be an integer from 0, got ${total}`);
  }
  let window = WORLD_WINDOW;
  if (options.since !== undefined || options.until !== undefined || options.now !== undefined) {
    const resolved = resolveWorldWindow(options);
    if (!resolved.ok) throw new RangeError(`buildWorld: ${resolved.bound} ${resolved.problem}`);
    window = resolved.window;
  }
  const states = buildStates();
  const cities = buildCities(states);
  const ctx = createFakeContext({ start: window.start, end: window.end });
  const env = createWorldEnv(seed, ctx, states, cities, window);
  const occurrences: WorldOccurrence[] = [];
  for (let id = 1; id <= total; id++) {
    occurrences.push(buildOccurrence(env, id, occurrences[id - 2]?.time));
    if (onProgress !== undefined && (id % PROGRESS_STEP === 0 || id === total)) {
      onProgress(id, total);
    }
  }
  return {
    seed,
    states,
    cities,
    occurrences,
    window: { first: window.first, last: window.last },
    lastUpdate: window.lastUpdate,
  };
}
