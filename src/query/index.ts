export { buildOccurrenceIndex } from "./build-occurrence-index";
export type { CityFilter } from "./city-filter";
export { coerceQuery, type CoercedQuery } from "./coerce-query";
export { coerceQueryValue } from "./coerce-query-value";
export { comparePositions } from "./compare-positions";
export {
  createQueryParser,
  type ParameterBounds,
  type QueryParser,
  type QueryParserOptions,
} from "./create-query-parser";
export { DAY_MS, dayStart } from "../day-start";
export { describeQuerySchema, type QuerySchemaDescription } from "./describe-query-schema";
export { filterCities } from "./filter-cities";
export { filterOccurrences } from "./filter-occurrences";
export { findEncodingProblems } from "./find-encoding-problems";
export { foldName } from "./fold-name";
export { positionsInOrder } from "./positions-in-order";
export { mergeRuns } from "./merge-runs";
export type { OccurrenceIndex, VictimLists } from "./occurrence-index";
export {
  ORDERS,
  type OccurrenceFilter,
  type OccurrenceQuery,
  type Order,
  type VictimFilter,
} from "./occurrence-query";
export { orderSelection } from "./order-selection";
export { paginate, type PageWindow } from "./paginate";
export { parseCityQuery } from "./parse-city-query";
export { parseDateOffset } from "./parse-date-offset";
export {
  createOccurrenceQueryParser,
  type OccurrenceQueryParser,
  type OccurrenceQuerySettings,
} from "./parse-occurrence-query";
export type { QueryParseResult } from "./query-parse-result";
export { QUERY_VALUE_TYPES, type QueryProperty, type QueryValueType } from "./query-property";
export type { QuerySchemaName } from "./query-schema-name";
export type { RawQuery } from "./raw-query";
export { resolveSchemaRef } from "./resolve-schema-ref";
export type { Selection } from "./selection";
export { toParameterProblems } from "./to-parameter-problems";
