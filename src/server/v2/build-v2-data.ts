import { envelopeMessage } from "../../contract";
import { buildOccurrenceIndex } from "../../query";
import type { StatesResponse } from "../../generated/types";
import { toV2City, toV2State, type World } from "../../world/views-entry";
import { createJsonCache } from "./create-json-cache";
import type { V2Data } from "./v2-data";

/** The v2 states answer of a world, its states as the v2 view shows them. */
export function statesResponseOf(world: World): StatesResponse {
  return {
    msg: envelopeMessage("v2-states"),
    msgCode: "success",
    code: 200,
    data: world.states.map(toV2State),
  };
}

/**
 * Prepares what the v2 endpoints serve: the indexes, the JSON caches and the fixed bodies. A
 * captured world (World.capture) serves its records', cities' and states' JSON as captured.
 */
export function buildV2Data(world: World): V2Data {
  const { capture } = world;
  const cityJson = new Map(
    world.cities.map((city) => [
      city.id,
      capture?.cityJson.get(city.id) ?? JSON.stringify(toV2City(world, city)),
    ]),
  );
  const states = world.states.map(
    (state) => capture?.stateJson.get(state.id) ?? JSON.stringify(toV2State(state)),
  );
  // The envelope's own fields by JSON.stringify (schema-typed), its items as kept texts.
  const { msg, msgCode, code } = statesResponseOf(world);
  const head = JSON.stringify({ msg, msgCode, code }).slice(0, -1);
  // A captured world's positions come from the index over the same records: always in range.
  const occurrenceJson =
    capture === undefined
      ? createJsonCache(world.occurrences.map((occurrence) => occurrence.v2))
      : (position: number) => capture.occurrenceJson.json(position);
  return {
    world,
    index: buildOccurrenceIndex(world),
    occurrenceJson,
    cityJson,
    statesBody: `${head},"data":[${states.join(",")}]}`,
  };
}
