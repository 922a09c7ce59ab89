import type { StateRef } from "../generated/types";
import type { WorldState } from "./world";

/** A state as v2 shows it (occurrence.state, city.state, GET /api/v2/states): {id, name}. */
export function toV2State(state: WorldState): StateRef {
  return { id: state.uuid, name: state.name };
}
