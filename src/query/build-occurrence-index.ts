import type { World } from "../world";
import { comparePositions } from "./compare-positions";
import { positionsInOrder } from "./positions-in-order";
import type { OccurrenceIndex, VictimLists } from "./occurrence-index";

/**
 * The lists of one scope (everywhere, a state, a city), filled in date order: a first pass counts
 * (count), the lists are then made to size (allocate) and filled (add), so no list grows and
 * no JS array of positions is made.
 */
class ScopeLists {
  private all = 0;
  private withVictim = 0;
  private withoutVictim = 0;
  private lists: VictimLists | undefined;

  /** Counts an occurrence (first pass). */
  count(victim: boolean): void {
    this.all++;
    if (victim) this.withVictim++;
    else this.withoutVictim++;
  }

  /** Makes the lists to the counts; `add` then fills them. */
  allocate(): void {
    this.lists = {
      all: new Int32Array(this.all),
      withVictim: new Int32Array(this.withVictim),
      withoutVictim: new Int32Array(this.withoutVictim),
    };
    this.all = this.withVictim = this.withoutVictim = 0;
  }

  /** Adds a position (second pass, in date order). */
  add(position: number, victim: boolean): void {
    const lists = this.lists!;
    lists.all[this.all++] = position;
    if (victim) lists.withVictim[this.withVictim++] = position;
    else lists.withoutVictim[this.withoutVictim++] = position;
  }

  /** The lists filled. */
  get filled(): VictimLists {
    return this.lists!;
  }
}

/**
 * Builds the indexes of a world once: its occurrences sorted by comparePositions (date, then
 * id), and the same order split by state, by city and by whether there is a human victim.
 */
export function buildOccurrenceIndex(world: World): OccurrenceIndex {
  const occurrences = world.occurrences;
  const stateUuid = new Map(world.states.map((state) => [state.id, state.uuid.toLowerCase()]));
  const everywhere = new ScopeLists();
  const byState = new Map(world.states.map((state) => [state.id, new ScopeLists()]));
  const byCity = new Map(world.cities.map((city) => [city.id, new ScopeLists()]));
  // Each record is read once, in memory order; the sort and the pass in date order then touch
  // only these arrays (reading the records in date order costs a cache miss each).
  // (Loops over typed arrays: TypedArray.from with a function costs several times more.)
  const count = occurrences.length;
  const times = new Float64Array(count);
  const ids = new Float64Array(count);
  const states: (ScopeLists | undefined)[] = [];
  const cities: (ScopeLists | undefined)[] = [];
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
  const sorted = positionsInOrder(count, (a, b) => comparePositions(order, a, b));
  const scopes = [everywhere, ...byState.values(), ...byCity.values()];
  for (let position = 0; position < count; position++) {
    const victim = withVictim[position] === 1;
    everywhere.count(victim);
    states[position]?.count(victim);
    cities[position]?.count(victim);
  }
  for (const scope of scopes) scope.allocate();
  for (const position of sorted) {
    const victim = withVictim[position] === 1;
    everywhere.add(position, victim);
    states[position]?.add(position, victim);
    cities[position]?.add(position, victim);
  }
  const filledAll = (
    items: readonly { readonly id: number; readonly uuid: string }[],
    lists: Map<number, ScopeLists>,
  ): Map<string, VictimLists> =>
    new Map(items.map((item) => [item.uuid.toLowerCase(), lists.get(item.id)!.filled]));
  return {
    times,
    ids,
    everywhere: everywhere.filled,
    byState: filledAll(world.states, byState),
    byCity: filledAll(world.cities, byCity),
    stateOfCity: new Map(
      world.cities.map((city) => [city.uuid.toLowerCase(), stateUuid.get(city.stateId) ?? ""]),
    ),
  };
}
