import { toV1CityRow, toV1OccurrenceRow, type World } from "../../world/views-entry";
import { mapInSlices } from "../map-in-slices";
import type { V1RowSource } from "./v1-row-source";

/**
 * The v1 rows of a world: its views toV1OccurrenceRow and toV1CityRow, built when asked; the
 * occurrence rows a slice at a time (100,000 of them take about a second to build).
 */
export function v1RowsOfWorld(world: World): V1RowSource {
  return {
    occurrenceRows: () =>
      mapInSlices(world.occurrences, (occurrence) => toV1OccurrenceRow(world, occurrence)),
    cityRows: () => world.cities.map(toV1CityRow),
  };
}
