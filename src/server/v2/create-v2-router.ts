import { Router } from "express";
import type { OccurrenceQuerySettings } from "../../query";
import { createFixedBodyHandler } from "../create-fixed-body-handler";
import { methodNotAllowed } from "../errors";
import { createCitiesHandler } from "./create-cities-handler";
import { createOccurrencesHandler } from "./create-occurrences-handler";
import type { V2Data } from "./v2-data";

/** Methods every v2 endpoint answers; others get a 405 naming them. */
const ALLOWED = ["GET", "HEAD"] as const;

/** The /api/v2 router: GET /occurrences, /cities and /states. */
export function createV2Router(data: V2Data, settings: OccurrenceQuerySettings): Router {
  const router = Router();
  const endpoints = [
    ["/occurrences", createOccurrencesHandler(data, settings)],
    ["/cities", createCitiesHandler(data)],
    // GET /states (real-world.md): every state as {id, name} in the envelope; no parameters.
    ["/states", createFixedBodyHandler(data.statesBody)],
  ] as const;
  for (const [path, handler] of endpoints) {
    router.route(path).get(handler).all(methodNotAllowed(ALLOWED));
  }
  return router;
}
