import type { World } from "../world/world";
import { comparePositions } from "./compare-positions";
import type { OccurrenceIndex, VictimLists } from "./occurrence-index";

interface ListBuilder {
  readonly all: number[];
  readonly withVictim: number[];
  readonly withoutVictim: number[];
}

/** Whether positions are already in the order `compare` gives. */
function isInOrder(positions: Int32Array, compare: (a: number, b: number) => number): boolean {
  for (let k = 1; k < positions.length; k++) {
    if (compare(positions[k - 1]!, positions[k]!) > 0) return false;
  }
  return true;
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
  // (Loops over typed arrays: TypedArray.from with a function costs several times more.)
  const count = occurrences.length;
  const times = new Float64Array(count);
  const ids = new Float64Array(count);
  const states: (ListBuilder | undefined)[] = [];
  const cities: (ListBuilder | undefined)[] = [];
  // A captured world says it per position (its records are not re-parsed to read `victims`).
  const withVictim = world.capture?.withVictim ?? new Uint8Array(count);
  for (let position = 0; position < count; position++) {
    const occurrence = occurrences[position]!;
    times[position] = occurrence.time;
    ids[position] = occurrence.id;
    states.push(byState.get(occurrence.stateId));
    cities.push(byCity.get(occurrence.cityId));
    if (world.capture === undefined)
      withVictim[position] = occurrence.v2.victims.length > 0 ? 1 : 0;
  }
  const order = { times, ids };
  const sorted = new Int32Array(count);
  for (let position = 0; position < count; position++) sorted[position] = position;
  // Worlds are built in date order (generated ones by id, captured ones sorted): the sort is
  // then not needed, and the check costs a pass.
  if (!isInOrder(sorted, (a, b) => comparePositions(order, a, b))) {
    sorted.sort((a, b) => comparePositions(order, a, b));
  }
  for (const position of sorted) {
    const victim = withVictim[position] === 1 ? "withVictim" : "withoutVictim";
    everywhere.all.push(position);
    everywhere[victim].push(position);
    const state = states[position];
    state?.all.push(position);
    state?.[victim].push(position);
    const city = cities[position];
    city?.all.push(position);
    city?.[victim].push(position);
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
