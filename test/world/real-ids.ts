import { REFERENCE_CITIES, REFERENCE_STATES } from "../../src/world/reference-data";

/** One id of the real service that the world uses as it is (clients hard-code them). */
export interface RealId {
  /** What it names: a v2 state, city or region (UUIDs), or a v1 state or city (integers). */
  readonly kind: "state" | "city" | "region" | "v1 state" | "v1 city";
  /** The state's or city's name, with accents; a region is named after its state. */
  readonly name: string;
  /** The id as the real service sends it. */
  readonly id: string;
}

/**
 * Every real id of the reference table (src/world/reference-data.ts): the ids the table holds are
 * the real service's, the others (absent from it) are derived. The v2 ids (states, the 21 cities of
 * the Rio de Janeiro area, Salvador, Salvador's region) are in the world of every profile; the v1
 * ids are data for the profile that numbers v1 as the real service does. docs/world.md lists
 * exactly these (a test compares them).
 */
export function realIds(): RealId[] {
  const ids: RealId[] = [];
  for (const state of REFERENCE_STATES) {
    ids.push({ kind: "state", name: state.name, id: state.uuid });
    if (state.regionUuid !== undefined) {
      ids.push({ kind: "region", name: state.name, id: state.regionUuid });
    }
  }
  for (const city of REFERENCE_CITIES) {
    if (city.uuid !== undefined) ids.push({ kind: "city", name: city.name, id: city.uuid });
  }
  for (const state of REFERENCE_STATES) {
    ids.push({ kind: "v1 state", name: state.name, id: String(state.v1Id) });
  }
  for (const city of REFERENCE_CITIES) {
    if (city.v1Id !== undefined)
      ids.push({ kind: "v1 city", name: city.name, id: String(city.v1Id) });
  }
  return ids;
}
