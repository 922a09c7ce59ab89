import type { World, WorldCity } from "../world";
import type { CityFilter } from "./city-filter";
import { foldName } from "./fold-name";

/**
 * The world's cities that match a filter, in world order (by state, capital first). cityName
 * matches the whole name, ignoring case and accents: `niteroi` finds Niterói, `rio` finds none.
 */
export function filterCities(world: World, filter: CityFilter): WorldCity[] {
  const { cityUuid, cityName, stateUuid } = filter;
  const folded = cityName === undefined ? undefined : foldName(cityName);
  const stateIds = new Set(
    world.states
      .filter((state) => stateUuid === undefined || state.uuid.toLowerCase() === stateUuid)
      .map((state) => state.id),
  );
  return world.cities.filter(
    (city) =>
      stateIds.has(city.stateId) &&
      (cityUuid === undefined || city.uuid.toLowerCase() === cityUuid) &&
      (folded === undefined || foldName(city.name) === folded),
  );
}
