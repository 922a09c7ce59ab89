export { buildV2Data } from "./build-v2-data";
export { createCitiesHandler } from "./create-cities-handler";
export { createJsonCache } from "./create-json-cache";
export { createOccurrencesHandler } from "./create-occurrences-handler";
export { createSelectionCache } from "./create-selection-cache";
export { createV2Routes } from "./create-v2-routes";
export { occurrencesPageChunks, renderOccurrencesPage } from "./render-occurrences-page";
export type { V2Data } from "./v2-data";
