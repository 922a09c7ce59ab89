import { toV1CityRow, toV1OccurrenceRow, type World } from "../../world";
import type { V1RowSource } from "./v1-row-source";

/** The v1 rows of a world: its views toV1OccurrenceRow and toV1CityRow, built when asked. */
export function v1RowsOfWorld(world: World): V1RowSource {
  return {
    occurrenceRows: () =>
      world.occurrences.map((occurrence) => toV1OccurrenceRow(world, occurrence)),
    cityRows: () => world.cities.map(toV1CityRow),
  };
}
