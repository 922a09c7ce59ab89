/**
 * The world without building one: its types, the v1 and v2 views of a record, describeWorld,
 * the reference states and cities, and the packed v1 facts — for a room that answers from or
 * fills a world it did not build (the server's core, data's loader at `serve --data` start).
 * Nothing here loads faker; index.ts adds building a seeded world (faker).
 */
export type { World, WorldCity, WorldOccurrence, WorldState } from "./world";
export type { CaptureSource, CapturedTexts, V1Facts, WorldCapture } from "./world-capture";
export { toV2State } from "./to-v2-state";
export { toV2City } from "./to-v2-city";
export { toV1CityRow } from "./to-v1-city-row";
export { toV1OccurrenceRow } from "./to-v1-occurrence-row";
export { describeWorld } from "./describe-world";
export type { WorldDescription } from "./describe-world";
export { buildCities } from "./build-cities";
export { buildStates } from "./build-states";
export { packV1Facts } from "./pack-v1-facts";
export { DEFAULT_UNTIL, resolveWorldWindow, todayOf } from "./world-window";
export type { WindowBounds, WorldWindow } from "./world-window";
export { DEFAULT_WORLD_OPTIONS } from "./default-world-options";
