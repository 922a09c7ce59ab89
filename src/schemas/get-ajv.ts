import type Ajv from "ajv";
import { SCHEMA_FILES } from "../generated/schema-files";
import { createAjv } from "./create-ajv";

let ajv: Ajv | undefined;

/**
 * The one Ajv instance, built on first use from every file in schemas/ (the bundled copy, whose
 * files the tests check against the JSON Schema meta-schema: not checked again here).
 */
export function getAjv(): Ajv {
  ajv ??= createAjv(SCHEMA_FILES, { alreadyChecked: true });
  return ajv;
}

/**
 * The schema document registered in the one Ajv instance under an id (a `$id`, default or
 * strict variant), read without compiling its validator: the object a compiled validator's
 * `schema` and its errors' `parentSchema` are. Undefined for an id Ajv does not know.
 */
export function registeredSchema(id: string): unknown {
  const ajv = getAjv();
  return ajv.schemas[id]?.schema ?? ajv.getSchema(id)?.schema;
}
