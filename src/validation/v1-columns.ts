import { getSchema } from "../schemas";

function enumOf(name: "v1/occurrence-column" | "v1/city-column"): readonly string[] {
  const values = getSchema(name).enum;
  if (!Array.isArray(values)) throw new Error(`schema ${name} has no enum`);
  return values.map(String);
}

let occurrenceColumns: ReadonlySet<string> | undefined;
let cityColumns: ReadonlySet<string> | undefined;

/** The v1 occurrence row's column names, read from schemas/v1/occurrence-column.json. */
export function v1OccurrenceColumns(): ReadonlySet<string> {
  occurrenceColumns ??= new Set(enumOf("v1/occurrence-column"));
  return occurrenceColumns;
}

/** The v1 city row's column names, read from schemas/v1/city-column.json. */
export function v1CityColumns(): ReadonlySet<string> {
  cityColumns ??= new Set(enumOf("v1/city-column"));
  return cityColumns;
}
