import type { OccurrenceQuerySettings } from "../../query";
import { GET_ONLY, type CoreRoute } from "../core/core-route";
import { createFixedBodyHandler } from "../create-fixed-body-handler";
import { createCitiesHandler } from "./create-cities-handler";
import { createOccurrencesHandler } from "./create-occurrences-handler";
import type { V2Data } from "./v2-data";

/**
 * The /api/v2 routes, relative to /api/v2: GET /occurrences, /cities and /states (every state as
 * {id, name} in the envelope; no parameters, real-world.md). Other methods get a 405.
 */
export function createV2Routes(data: V2Data, settings: OccurrenceQuerySettings): CoreRoute[] {
  return [
    {
      path: "/occurrences",
      allow: GET_ONLY,
      methods: { GET: createOccurrencesHandler(data, settings) },
    },
    { path: "/cities", allow: GET_ONLY, methods: { GET: createCitiesHandler(data) } },
    { path: "/states", allow: GET_ONLY, methods: { GET: createFixedBodyHandler(data.statesBody) } },
  ];
}
