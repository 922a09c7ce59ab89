import type { CityRef, StateRef } from "../generated/types";
import { toPlainCityName } from "./city-names";
import { createFakeContext, type FakeContext } from "./fake-context";
import { kmPerLonDegree } from "./place-in-city";
import { WeightedTable } from "./weighted-table";
import type { WorldCity, WorldState } from "./world";
import type { WorldWindow } from "./world-window";

/** Seed streams: the third seed part, so each purpose draws from its own sequence. */
export const SEED_STREAMS = { occurrence: 1, streets: 2, observed: 3, shapes: 4 } as const;

/** Streets drawn per city; occurrences take their address from them. */
const STREETS_PER_CITY = 24;
/** Capitals weigh this much more than their population alone, so they get most occurrences. */
const CAPITAL_FACTOR = 2;

/** What an occurrence needs of its city, computed once per city. */
export interface CityKit {
  readonly city: WorldCity;
  readonly state: WorldState;
  /** The shared v2 references an occurrence in this city carries. */
  readonly stateRef: StateRef;
  readonly cityRef: CityRef;
  /** ", Niterói - RJ, Brasil": the end of every address in the city. */
  readonly addressSuffix: string;
  /** Street names of the city (seeded per world and city). */
  readonly streets: readonly string[];
  /** Kilometres per degree of longitude at the city's centre. */
  readonly lonKmPerDegree: number;
  /** First instant of the state's data in the window, epoch ms. */
  readonly from: number;
  /** Whole minutes from `from` to the window's end, both inclusive. */
  readonly minutes: number;
}

/** Everything buildOccurrence draws from, prepared once per world. */
export interface WorldEnv {
  readonly seed: number;
  readonly ctx: FakeContext;
  /**
   * A second source, seeded per occurrence with SEED_STREAMS.shapes, for the shapes a record may
   * take (nested localities, further list items) on top of its values: drawing them here leaves
   * every value drawn from `ctx` as it was.
   */
  readonly shapes: FakeContext;
  /** Cities of the states covered in the window, weighted by population, capitals boosted. */
  readonly cities: WeightedTable<CityKit>;
  /** The window dates fall in. */
  readonly window: WorldWindow;
}

/**
 * Prepares per-city data (shared references, address suffix, a seeded street list, longitude
 * scale, the state's part of the window) and the population-weighted table of the cities of
 * states with data in the window. Streets depend only on (seed, city), so a bigger world keeps
 * the same streets.
 */
export function createWorldEnv(
  seed: number,
  ctx: FakeContext,
  states: readonly WorldState[],
  cities: readonly WorldCity[],
  window: WorldWindow,
): WorldEnv {
  const covered = cities.filter((city) =>
    states.some((s) => s.id === city.stateId && window.stateStarts.has(s.ibge)),
  );
  const entries = covered.map((city): readonly [CityKit, number] => {
    const state = states.find((s) => s.id === city.stateId);
    const from = state === undefined ? undefined : window.stateStarts.get(state.ibge);
    if (state === undefined || from === undefined) {
      throw new Error(`city ${city.name}: unknown state ${city.stateId}`);
    }
    ctx.faker.seed([seed, city.id, SEED_STREAMS.streets]);
    const streets = Array.from({ length: STREETS_PER_CITY }, () => ctx.faker.location.street());
    const kit: CityKit = {
      city,
      state,
      stateRef: Object.freeze({ id: state.uuid, name: state.name }),
      cityRef: Object.freeze({ id: city.uuid, name: toPlainCityName(city.name) }),
      addressSuffix: `, ${city.name} - ${state.uf}, Brasil`,
      streets,
      lonKmPerDegree: kmPerLonDegree(city),
      from,
      minutes: (window.end - from) / 60_000 + 1,
    };
    const capital = cities.find((c) => c.stateId === city.stateId) === city;
    return [kit, city.population * (capital ? CAPITAL_FACTOR : 1)];
  });
  const shapes = createFakeContext(ctx.dateRange);
  return { seed, ctx, shapes, cities: new WeightedTable(entries), window };
}
