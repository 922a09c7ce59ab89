import type { OccurrenceIndex } from "../../query";
import type { World } from "../../world/views-entry";

/** What the v2 endpoints serve, prepared once per world. */
export interface V2Data {
  /** The world served. */
  readonly world: World;
  /** Its occurrences indexed by date, state, city and victims. */
  readonly index: OccurrenceIndex;
  /** UTF-8 JSON of the v2 record at a position of World.occurrences (serialised once). */
  readonly occurrenceJson: (position: number) => Uint8Array;
  /** JSON text of each city's v2 City (api-v2.md 2.11), by city id. */
  readonly cityJson: ReadonlyMap<number, string>;
  /** The whole GET /api/v2/states body. */
  readonly statesBody: string;
}
