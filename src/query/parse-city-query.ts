import type { V2CitiesQuery } from "../generated/types";
import type { CityFilter } from "./city-filter";
import { createQueryParser, type QueryParser } from "./create-query-parser";
import type { QueryParseResult } from "./query-parse-result";
import type { RawQuery } from "./raw-query";

// Compiled on first use, so importing src/query compiles nothing.
let parse: QueryParser<V2CitiesQuery> | undefined;

/** Parses a raw v2 cities query (schemas/query/v2-cities.json) into a city filter. */
export function parseCityQuery(raw: RawQuery): QueryParseResult<CityFilter> {
  parse ??= createQueryParser("query/v2-cities");
  const parsed = parse(raw);
  if (!parsed.ok) return parsed;
  const { cityId, cityName, stateId } = parsed.value;
  return {
    ok: true,
    value: { cityUuid: cityId?.toLowerCase(), cityName, stateUuid: stateId?.toLowerCase() },
  };
}
