export type { SchemaName, SchemaTypeMap } from "../generated/schema-names";
export { SCHEMA_NAMES } from "../generated/schema-names";
export type { Violation } from "./violation";
export type { ValidateOptions } from "./schema-registry";
export {
  getAjv,
  getSchema,
  getValidator,
  isSchemaName,
  isValid,
  schemaId,
  validate,
} from "./schema-registry";
export { followPointer } from "./follow-pointer";
export { loadSchemaFiles, SCHEMAS_DIR, SCHEMA_ID_BASE } from "./load-schema-files";
export type { JsonSchemaObject, SchemaFile } from "./load-schema-files";
