import { REFERENCE_CITIES } from "./reference-data";
import { stableUuid } from "./stable-uuid";
import type { WorldCity, WorldState } from "./world";

/**
 * The world's cities, from the reference data in its order (grouped by state, capital first):
 * integer ids from 1, the real service's UUID where the reference data has it (SALVADOR), else
 * one derived from the IBGE code, density = population / area with two
 * decimals, and neighbourhoods with UUIDs derived from the city and the name.
 */
export function buildCities(states: readonly WorldState[]): WorldCity[] {
  return REFERENCE_CITIES.map((city, index) => {
    const state = states.find((s) => s.uf === city.uf);
    if (state === undefined) throw new Error(`reference city ${city.name}: unknown uf ${city.uf}`);
    return Object.freeze({
      id: index + 1,
      uuid: city.uuid ?? stableUuid(`city:${city.ibge}`),
      stateId: state.id,
      name: city.name,
      ibge: city.ibge,
      population: city.population,
      areaKm2: city.areaKm2,
      density: (city.population / city.areaKm2).toFixed(2),
      demonym: city.demonym,
      lat: city.lat,
      lon: city.lon,
      radiusKm: city.radiusKm,
      neighborhoods: city.neighborhoods.map((name) =>
        Object.freeze({ id: stableUuid(`neighborhood:${city.ibge}:${name}`), name }),
      ),
    });
  });
}
