import { operation } from "../../contract";
import type { OccurrenceQuerySettings } from "../../query";
import { GET_ONLY, type CoreRoute } from "../core/core-route";
import { createFixedBodyHandler } from "../create-fixed-body-handler";
import { createCitiesHandler } from "./create-cities-handler";
import { createOccurrencesHandler } from "./create-occurrences-handler";
import type { V2Data } from "./v2-data";

/**
 * The v2 routes, relative to the v2 base (the contract table's routes): the occurrences, the
 * cities and the states (every state as {id, name} in the envelope; no parameters,
 * real-world.md). Other methods get a 405.
 */
export function createV2Routes(data: V2Data, settings: OccurrenceQuerySettings): CoreRoute[] {
  return [
    {
      path: operation("v2-occurrences").route,
      allow: GET_ONLY,
      methods: { GET: createOccurrencesHandler(data, settings) },
    },
    {
      path: operation("v2-cities").route,
      allow: GET_ONLY,
      methods: { GET: createCitiesHandler(data) },
    },
    {
      path: operation("v2-states").route,
      allow: GET_ONLY,
      methods: { GET: createFixedBodyHandler(data.statesBody) },
    },
  ];
}
