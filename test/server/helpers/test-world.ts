import { buildWorld } from "../../../src/world/build-world";
import type { World, WorldOccurrence } from "../../../src/world/world";

const worlds = new Map<string, World>();

/** A real seeded world, built once per test file and size (a few hundred occurrences at most). */
export function testWorld(occurrences = 300, seed = 7): World {
  const key = `${seed}:${occurrences}`;
  let world = worlds.get(key);
  if (world === undefined) {
    world = buildWorld({ seed, occurrences });
    worlds.set(key, world);
  }
  return world;
}

/**
 * A world of real records moved to the given instants (ISO strings), ids 1… in the order given,
 * so tests choose ties and day boundaries. Every occurrence has at least one human victim except
 * those whose index is in `withoutVictims`, which have none.
 */
export function retimedWorld(
  dates: readonly string[],
  options: { readonly seed?: number; readonly withoutVictims?: readonly number[] } = {},
): World {
  const base = buildWorld({
    seed: options.seed ?? 11,
    occurrences: Math.max(50, dates.length * 4),
  });
  const withVictims = base.occurrences.filter((occurrence) => occurrence.v2.victims.length > 0);
  const without = new Set(options.withoutVictims ?? []);
  const occurrences = dates.map((iso, i): WorldOccurrence => {
    const source = without.has(i) ? base.occurrences[i] : withVictims[i];
    if (source === undefined) throw new Error("retimedWorld: base world too small");
    const date = new Date(iso).toISOString();
    const victims = without.has(i) ? [] : source.v2.victims;
    return { ...source, id: i + 1, time: Date.parse(date), v2: { ...source.v2, date, victims } };
  });
  return { ...base, occurrences };
}

/** The UUID of the world's state or city at an index (reference order). */
export function uuidOf(world: World, kind: "state" | "city", index: number): string {
  const item = kind === "state" ? world.states[index] : world.cities[index];
  if (item === undefined) throw new Error(`no ${kind} ${index}`);
  return item.uuid;
}
