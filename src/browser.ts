/**
 * occurrence-contract in a browser: the parts that read no file and need no Node built-in, for a
 * bundler with platform `browser` (a test bundles this file with esbuild and fails on any
 * `fs`, `path`, `crypto` or `process` it would need).
 *
 * - the world: buildWorld (the same seeded bytes as in Node) and its v1 and v2 views;
 * - validation of a value by schema name (Ajv over the schemas bundled as data);
 * - the query stage: the v2 and v1 parameter parsers, filters, order and paging.
 *
 * The mock itself in a browser is the MSW handlers (`occurrence-contract/msw`, setupWorker).
 */
export {
  buildWorld,
  DEFAULT_WORLD_OPTIONS,
  indexWorld,
  toV1CityRow,
  toV1OccurrenceRow,
  toV2City,
  toV2State,
  type World,
  type WorldCity,
  type WorldIndex,
  type WorldOccurrence,
  type WorldOptions,
  type WorldState,
} from "./world";
export {
  getSchema,
  isSchemaName,
  isValid,
  SCHEMA_FILES,
  SCHEMA_NAMES,
  validate,
  type SchemaName,
  type SchemaTypeMap,
  type ValidateOptions,
  type Violation,
} from "./schemas";
export * from "./query";
export type * from "./generated/types";
