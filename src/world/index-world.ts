import type { World, WorldCity, WorldOccurrence, WorldState } from "./world";

/** Lookups over a world by v1 integer id and v2 UUID. */
export interface WorldIndex {
  readonly stateById: ReadonlyMap<number, WorldState>;
  readonly stateByUuid: ReadonlyMap<string, WorldState>;
  readonly cityById: ReadonlyMap<number, WorldCity>;
  readonly cityByUuid: ReadonlyMap<string, WorldCity>;
  readonly occurrenceById: ReadonlyMap<number, WorldOccurrence>;
  readonly occurrenceByUuid: ReadonlyMap<string, WorldOccurrence>;
}

const indexes = new WeakMap<World, WorldIndex>();

/**
 * The lookups of a world, built on first call and cached for the world's lifetime. The two
 * occurrence maps are built on their first read: the views (toV2City at server startup,
 * toV1OccurrenceRow) need only states and cities, and a map of every occurrence costs ~80 ms
 * at 100,000.
 */
export function indexWorld(world: World): WorldIndex {
  let index = indexes.get(world);
  if (index === undefined) {
    let byId: Map<number, WorldOccurrence> | undefined;
    let byUuid: Map<string, WorldOccurrence> | undefined;
    index = {
      stateById: new Map(world.states.map((s) => [s.id, s])),
      stateByUuid: new Map(world.states.map((s) => [s.uuid, s])),
      cityById: new Map(world.cities.map((c) => [c.id, c])),
      cityByUuid: new Map(world.cities.map((c) => [c.uuid, c])),
      get occurrenceById() {
        return (byId ??= new Map(world.occurrences.map((o) => [o.id, o])));
      },
      get occurrenceByUuid() {
        return (byUuid ??= new Map(world.occurrences.map((o) => [o.v2.id, o])));
      },
    };
    indexes.set(world, index);
  }
  return index;
}
