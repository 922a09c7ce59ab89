import {
  comparePositions,
  type OccurrenceIndex,
  type VictimFilter,
  type VictimLists,
} from "../../query";
import type { MirrorOccurrence } from "./read-mirror-occurrence";

/** Whether an occurrence counts as one with a victim (the server's `victimReading`). */
export type VictimTest = (occurrence: MirrorOccurrence) => boolean;

/** A scope's positions by typeOccurrence, filled in order. */
function emptyLists(): Record<VictimFilter, number[]> {
  return { all: [], withVictim: [], withoutVictim: [] };
}

function typed(lists: Record<VictimFilter, number[]>): VictimLists {
  return {
    all: Int32Array.from(lists.all),
    withVictim: Int32Array.from(lists.withVictim),
    withoutVictim: Int32Array.from(lists.withoutVictim),
  };
}

function typedAll(lists: Map<string, Record<VictimFilter, number[]>>): Map<string, VictimLists> {
  return new Map([...lists].map(([uuid, scope]) => [uuid, typed(scope)]));
}

/**
 * The query engine's indexes (the ones the mock answers from) over the mirror's occurrences:
 * positions into the mirror's ASC list, in date order with ties in the order the server listed
 * them (the position is the tie-break), by state, by city and split by `hasVictim`.
 * `stateOfCity` is every city's state, from the cities list and then the records.
 */
export function indexMirror(
  occurrences: readonly MirrorOccurrence[],
  cityStates: ReadonlyMap<string, string>,
  hasVictim: VictimTest,
): OccurrenceIndex {
  const count = occurrences.length;
  const times = new Float64Array(count);
  const ids = new Float64Array(count);
  occurrences.forEach((occurrence, position) => {
    times[position] = occurrence.time;
    ids[position] = position;
  });
  const order = { times, ids };
  const sorted = [...occurrences.keys()].sort((a, b) => comparePositions(order, a, b));
  const everywhere = emptyLists();
  const byState = new Map<string, Record<VictimFilter, number[]>>();
  const byCity = new Map<string, Record<VictimFilter, number[]>>();
  const stateOfCity = new Map(cityStates);
  const scopeOf = (scopes: typeof byState, uuid: string): Record<VictimFilter, number[]> => {
    let scope = scopes.get(uuid);
    if (scope === undefined) scopes.set(uuid, (scope = emptyLists()));
    return scope;
  };
  for (const position of sorted) {
    const occurrence = occurrences[position]!;
    const split = hasVictim(occurrence) ? "withVictim" : "withoutVictim";
    const scopes = [
      everywhere,
      scopeOf(byState, occurrence.stateUuid),
      scopeOf(byCity, occurrence.cityUuid),
    ];
    for (const scope of scopes) {
      scope.all.push(position);
      scope[split].push(position);
    }
    if (!stateOfCity.has(occurrence.cityUuid))
      stateOfCity.set(occurrence.cityUuid, occurrence.stateUuid);
  }
  return {
    times,
    ids,
    everywhere: typed(everywhere),
    byState: typedAll(byState),
    byCity: typedAll(byCity),
    stateOfCity,
  };
}
