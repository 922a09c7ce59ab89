import type { World } from "../world/world";
import { compareOccurrences } from "./compare-occurrences";
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
  const cityUuid = new Map(world.cities.map((city) => [city.id, city.uuid.toLowerCase()]));
  const everywhere = newBuilder();
  const byState = new Map(world.states.map((state) => [state.uuid.toLowerCase(), newBuilder()]));
  const byCity = new Map(world.cities.map((city) => [city.uuid.toLowerCase(), newBuilder()]));
  const times = Float64Array.from(occurrences, (occurrence) => occurrence.time);
  const ids = Float64Array.from(occurrences, (occurrence) => occurrence.id);
  const sorted = occurrences.map((_, position) => position);
  sorted.sort((a, b) => compareOccurrences(occurrences[a]!, occurrences[b]!));
  for (const position of sorted) {
    const occurrence = occurrences[position]!;
    const victim = occurrence.v2.victims.length > 0 ? "withVictim" : "withoutVictim";
    const scopes = [
      everywhere,
      byState.get(stateUuid.get(occurrence.stateId) ?? ""),
      byCity.get(cityUuid.get(occurrence.cityId) ?? ""),
    ];
    for (const scope of scopes) {
      scope?.all.push(position);
      scope?.[victim].push(position);
    }
  }
  const freezeAll = (map: Map<string, ListBuilder>): Map<string, VictimLists> =>
    new Map([...map].map(([uuid, builder]) => [uuid, freeze(builder)]));
  return {
    times,
    ids,
    everywhere: freeze(everywhere),
    byState: freezeAll(byState),
    byCity: freezeAll(byCity),
    stateOfCity: new Map(
      world.cities.map((city) => [city.uuid.toLowerCase(), stateUuid.get(city.stateId) ?? ""]),
    ),
  };
}
