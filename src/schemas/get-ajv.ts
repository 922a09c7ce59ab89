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
