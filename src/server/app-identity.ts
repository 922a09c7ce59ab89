import type { AppOptions } from "./app-options";

/** Options that never shape a stable body: the world is described apart, logs and clocks do not. */
const NOT_IN_IDENTITY = new Set(["world", "log", "now", "credentials", "transport"]);

/**
 * What makes an app's stable bodies what they are, as text for its ETags: the world's seed, size,
 * window, last update, variant (observed) and data digest (captured), and every other option (a new option is included without anyone
 * remembering to). Two apps with the same identity answer the same URL with the same bytes.
 */
export function appIdentity(options: AppOptions): string {
  const { world } = options;
  const rest = Object.entries(options)
    .filter(([name, value]) => !NOT_IN_IDENTITY.has(name) && typeof value !== "function")
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify({
    world: [
      world.seed,
      world.occurrences.length,
      world.cities.length,
      world.window,
      world.lastUpdate,
      world.variant ?? "",
      // A captured world is its data: the digest of everything it serves.
      world.capture?.digest ?? "",
    ],
    options: rest,
  });
}
