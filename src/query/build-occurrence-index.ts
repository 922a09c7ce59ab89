import type { World } from "../world/world";
import { comparePositions } from "./compare-positions";
import type { OccurrenceIndex, VictimLists } from "./occurrence-index";

interface ListBuilder {
  readonly all: number[];
  readonly withVictim: number[];
  readonly withoutVictim: number[];
}

function newBuilder(): ListBuilder {
  return { all: [], withVictim: [], withoutVictim: [] };
}

function freeze(builder: ListBuilder): VictimLists {
  return {
    all: Int32Array.from(builder.all),
    withVictim: Int32Array.from(builder.withVictim),
    withoutVictim: Int32Array.from(builder.withoutVictim),
  };
}

/**
 * Builds the indexes of a world once: its occurrences sorted by compareOccurrences (date, then
 * id), and the same order split by state, by city and by whether there is a human victim.
 */
export function buildOccurrenceIndex(world: World): OccurrenceIndex {
  const occurrences = world.occurrences;
  const stateUuid = new Map(world.states.map((state) => [state.id, state.uuid.toLowerCase()]));
  const everywhere = newBuilder();
  const byState = new Map(world.states.map((state) => [state.id, newBuilder()]));
  const byCity = new Map(world.cities.map((city) => [city.id, newBuilder()]));
  // Each record is read once, in memory order; the sort and the pass in date order then touch
  // only these arrays (reading the records in date order costs a cache miss each).
  const times = Float64Array.from(occurrences, (occurrence) => occurrence.time);
  const ids = Float64Array.from(occurrences, (occurrence) => occurrence.id);
  const scopes = occurrences.map((occurrence) => [
    everywhere,
    byState.get(occurrence.stateId),
    byCity.get(occurrence.cityId),
  ]);
  // A captured world says it per position (its records are not re-parsed to read `victims`).
  const withVictim = world.capture?.withVictim;
  const victims = occurrences.map((occurrence, position) =>
    (withVictim === undefined ? occurrence.v2.victims.length > 0 : withVictim[position] === 1)
      ? "withVictim"
      : "withoutVictim",
  );
  const order = { times, ids };
  const sorted = Int32Array.from(occurrences, (_, position) => position);
  sorted.sort((a, b) => comparePositions(order, a, b));
  for (const position of sorted) {
    const victim = victims[position]!;
    for (const scope of scopes[position]!) {
      scope?.all.push(position);
      scope?.[victim].push(position);
    }
  }
  const freezeAll = (
    items: readonly { readonly id: number; readonly uuid: string }[],
    builders: Map<number, ListBuilder>,
  ): Map<string, VictimLists> =>
    new Map(items.map((item) => [item.uuid.toLowerCase(), freeze(builders.get(item.id)!)]));
  return {
    times,
    ids,
    everywhere: freeze(everywhere),
    byState: freezeAll(world.states, byState),
    byCity: freezeAll(world.cities, byCity),
    stateOfCity: new Map(
      world.cities.map((city) => [city.uuid.toLowerCase(), stateUuid.get(city.stateId) ?? ""]),
    ),
  };
}
