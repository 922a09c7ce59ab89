import type { City } from "../generated/types";
import { toUpperCityName } from "./city-names";
import { indexWorld } from "./index-world";
import { toV2State } from "./to-v2-state";
import type { World, WorldCity } from "./world";

/** A city as v2 GET /cities shows it: name upper case with accents ("NITERÓI"), its state. */
export function toV2City(world: World, city: WorldCity): City {
  const state = indexWorld(world).stateById.get(city.stateId);
  if (state === undefined) throw new Error(`city ${city.id}: no state ${city.stateId}`);
  return { id: city.uuid, name: toUpperCityName(city.name), state: toV2State(state) };
}
