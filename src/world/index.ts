/**
 * The seeded fake world: one dataset, two API versions (v1 and v2 are views of it). Everything
 * here runs in a browser too; writing fixture files (Node only) is ./write-fixtures.
 */
export type { World, WorldCity, WorldOccurrence, WorldState } from "./world";
export { REFERENCE_CITIES, REFERENCE_STATES } from "./reference-data";
export type { ReferenceCity, ReferenceState } from "./reference-data";
export { buildWorld, DEFAULT_WORLD_OPTIONS } from "./build-world";
export type { WorldOptions } from "./build-world";
export { DEFAULT_UNTIL, resolveWorldWindow, WORLD_WINDOW } from "./world-window";
export type { WindowBounds, WorldWindow } from "./world-window";
export { indexWorld } from "./index-world";
export type { WorldIndex } from "./index-world";
export { toV2State } from "./to-v2-state";
export { toV2City } from "./to-v2-city";
export { toV1CityRow } from "./to-v1-city-row";
export { toV1OccurrenceRow } from "./to-v1-occurrence-row";
export { toPlainCityName, toUpperCityName } from "./city-names";
export { compileFake } from "./compile-fake";
export type { FakeGenerator, FakeOverrides } from "./compile-fake";
export { fakeFromSchema, fakeOf } from "./fake-from-schema";
export { createFakeContext } from "./fake-context";
export type { FakeContext } from "./fake-context";
export { SeededRandom } from "../seeded-random";
export { randomUuid } from "./random-uuid";
export { stableUuid } from "./stable-uuid";
export { stripAccents } from "../strip-accents";
export { describeWorld } from "./describe-world";
export type { WorldDescription } from "./describe-world";
export type { CaptureSource, CapturedTexts, V1Facts, WorldCapture } from "./world-capture";
export { packV1Facts } from "./pack-v1-facts";
export { unpackV1Facts } from "./unpack-v1-facts";
export { findDepartureSites, type DepartureSite } from "./departure-sites";
export { toObservedWorld } from "./to-observed-world";
export { buildServedWorld } from "./build-served-world";
