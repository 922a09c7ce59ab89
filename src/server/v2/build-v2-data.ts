import { buildOccurrenceIndex } from "../../query";
import type { StatesResponse } from "../../generated/types";
import { toV2City } from "../../world/to-v2-city";
import { toV2State } from "../../world/to-v2-state";
import type { World } from "../../world/world";
import { createJsonCache } from "./create-json-cache";
import type { V2Data } from "./v2-data";

/** The GET /api/v2/states answer of a world. */
export function statesResponseOf(world: World): StatesResponse {
  return {
    msg: "Successfully returned states",
    msgCode: "success",
    code: 200,
    data: world.states.map(toV2State),
  };
}

/** Prepares what the v2 endpoints serve: the indexes, the JSON caches and the fixed bodies. */
export function buildV2Data(world: World): V2Data {
  const cityJson = new Map(
    world.cities.map((city) => [city.id, JSON.stringify(toV2City(world, city))]),
  );
  return {
    world,
    index: buildOccurrenceIndex(world),
    occurrenceJson: createJsonCache(world.occurrences.map((occurrence) => occurrence.v2)),
    cityJson,
    statesBody: JSON.stringify(statesResponseOf(world)),
  };
}
