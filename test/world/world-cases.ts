import { buildWorld, type World } from "../../src/world";

/** The seeds every world-wide rule is checked on. */
export const SEEDS = [1, 2, 2024] as const;

/** Occurrences per checked world: enough for rare cases (massacres, politicians) to show. */
export const SIZE = 3000;

const worlds = new Map<number, World>();

/** The world of a seed (SIZE occurrences), built once per test file. */
export function worldOf(seed: number): World {
  let world = worlds.get(seed);
  if (world === undefined) {
    world = buildWorld({ seed, occurrences: SIZE });
    worlds.set(seed, world);
  }
  return world;
}

/** Rows for test.each: one per seed. */
export const SEED_ROWS: [number][] = SEEDS.map((seed) => [seed]);
