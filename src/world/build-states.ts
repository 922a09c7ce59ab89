import { REFERENCE_STATES } from "./reference-data";
import { stableUuid } from "./stable-uuid";
import type { WorldState } from "./world";

/**
 * The world's states, from the reference data in its order (RJ, PE, BA, PA): integer ids from 1,
 * the real service's UUIDs (the same in every world and profile, as clients hard-code them), and
 * one enabled v2 region each, the real one where known (Bahia's "Nordeste"), else named after the
 * metropolitan region.
 */
export function buildStates(): WorldState[] {
  return REFERENCE_STATES.map((state, index) =>
    Object.freeze({
      id: index + 1,
      uuid: state.uuid,
      name: state.name,
      uf: state.uf,
      ibge: state.ibge,
      region: Object.freeze({
        id: state.regionUuid ?? stableUuid(`region:${state.ibge}`),
        region: state.region,
        state: state.name,
        enabled: true,
      }),
    }),
  );
}
