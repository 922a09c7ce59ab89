export { V1_CITY_COLUMNS, V1_OCCURRENCE_COLUMNS } from "./v1-columns";
export { createV1QueryParser, type V1QuerySchemaName } from "./create-v1-query-parser";
export { explainUnknownOperator } from "./explain-unknown-operator";
export { createV1OccurrenceFilter } from "./filter-v1-occurrences";
export { createV1CityFilter } from "./filter-v1-cities";
export { columnEqualityTests, type RowTest } from "./column-equality-tests";
export { equalsColumnValue } from "./equals-column-value";
export { createLikeMatcher } from "./create-like-matcher";
export { matchLike } from "./match-like";
export { selectColumns } from "./select-columns";
export { projectRow, type ProjectedRow } from "./project-row";
export {
  V1_BOUNDS,
  V1_FILTER_DEFAULTS,
  V1_REVERSED_RANGES,
  type V1Bounds,
  type V1FilterSettings,
  type V1ReversedRange,
} from "./v1-filter-settings";
