/**
 * Schemas: the one Ajv registry over the bundled schema files, typed validators, profiles and
 * departures (no file read: runs in a browser). Reading schemas/ from disk is load-schema-files,
 * for generators.
 */
export type { ObservedSchemaTypeMap, SchemaName, SchemaTypeMap } from "../generated/schema-names";
export { SCHEMA_NAMES } from "../generated/schema-names";
export type { Violation } from "./violation";
export type { ProfileFindings, ValidateOptions, ValidType } from "./schema-registry";
export { DEFAULT_PROFILE, isProfile, PROFILES } from "./profile";
export type { Profile } from "./profile";
export { departureOfViolation, namedProfile, profileFolderOf, profileName } from "./profile-folder";
export type { ProfileChoice, ProfileDeparture, ProfileFolder } from "./profile-folder";
export { getDepartures, isDepartureName } from "./departure";
export type { Departure, DepartureTarget } from "./departure";
export { findDeparture, matchesDeparture } from "./find-departure";
export { registeredSchema } from "./get-ajv";
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
export { SCHEMA_ID_BASE } from "./schema-file";
export { SCHEMA_FILES } from "../generated/schema-files";
export type { JsonSchemaObject, SchemaFile } from "./schema-file";
export { describeAjvError } from "./describe-ajv-error";
export { toViolations } from "./to-violations";
export { describeOverlayProblem, OVERLAY_LIMITS, overlayProblem } from "./overlay-problem";
export { isFakerPath } from "./faker-paths";
export { LETTER_CASES, toLetterCase, type LetterCase } from "./case-variant";
export { findDepartureIn } from "./find-departure";
export { toViolation } from "./to-violations";
export { foldCase } from "./case-variant";
export { STRICT_ID_BASE } from "./to-strict-schema";
