export type { ObservedSchemaTypeMap, SchemaName, SchemaTypeMap } from "../generated/schema-names";
export { SCHEMA_NAMES } from "../generated/schema-names";
export type { Violation } from "./violation";
export type { ProfileFindings, ValidateOptions, ValidType } from "./schema-registry";
export { DEFAULT_PROFILE, isProfile, PROFILES } from "./profile";
export type { Profile } from "./profile";
export { getDepartures, isDepartureName } from "./departure";
export type { Departure, DepartureTarget } from "./departure";
export { findDeparture, matchesDeparture } from "./find-departure";
export {
  getAjv,
  getSchema,
  getValidator,
  isSchemaName,
  isValid,
  schemaId,
  splitByProfile,
  validate,
} from "./schema-registry";
export { followPointer } from "./follow-pointer";
export { loadSchemaFiles, SCHEMAS_DIR, SCHEMA_ID_BASE } from "./load-schema-files";
export type { JsonSchemaObject, SchemaFile } from "./load-schema-files";
