import type { V1CityColumn, V1OccurrenceColumn } from "../../generated/types";
import { getSchema, type SchemaName } from "../../schemas";

function constList(name: SchemaName): readonly string[] {
  const list = getSchema(name).const;
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
    throw new Error(`${name} has no const list of column names`);
  }
  return Object.freeze([...list]);
}

/**
 * The 23 columns of the v1 occurrence row in the spec's order (api-v1.md 4.2), read from the
 * `const` of schemas/v1/occurrence-definitions.json: the schema is the only list.
 */
export const V1_OCCURRENCE_COLUMNS = constList(
  "v1/occurrence-definitions",
) as readonly V1OccurrenceColumn[];

/**
 * The 9 columns of the v1 city row in the spec's order (api-v1.md 4.4), from its schema's `const`.
 */
export const V1_CITY_COLUMNS = constList("v1/city-definitions") as readonly V1CityColumn[];
