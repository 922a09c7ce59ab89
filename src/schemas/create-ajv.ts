import Ajv, { type KeywordDefinition } from "ajv";
import addFormats from "ajv-formats";
import { ANNOTATION_KEYWORDS } from "./annotation-keywords";
import { CASE_VARIANT_KEYWORD } from "./case-variant";
import { compareDateTime, isDateTime } from "./is-date-time";
import { isUuid } from "./is-uuid";
import type { SchemaFile } from "./schema-file";
import { toStrictSchema } from "./to-strict-schema";

/** How the Ajv instance takes the files. */
export interface CreateAjvOptions {
  /**
   * The files and the keywords' meta-schemas are known valid JSON Schemas (the bundled copy,
   * SCHEMA_FILES: test/schemas/schema-files.test.ts checks every file of schemas/ against the
   * draft-07 meta-schema, and test/schemas/bundled-schema-files.test.ts that the bundle holds
   * them unchanged): they are added without checking them against it again, which would compile
   * the meta-schema and run it over every file in each process. Schemas added later (a profile
   * folder's overlays) are checked as always. What validates is the same either way.
   */
  readonly alreadyChecked?: boolean;
}

/**
 * A keyword whose meta-schema is compiled without first being checked against the draft-07
 * meta-schema (what `addKeyword` does with `metaSchema`, less that check): the keyword's values
 * are still checked against it wherever a schema uses the keyword.
 */
function withCheckedMetaSchema(ajv: Ajv, keyword: KeywordDefinition): KeywordDefinition {
  const { metaSchema, ...definition } = keyword;
  if (metaSchema === undefined) return keyword;
  const key = `keyword-meta-schema:${String(keyword.keyword)}`;
  ajv.addSchema(metaSchema, key, true, false);
  return { ...definition, validateSchema: ajv.getSchema(key) };
}

/**
 * Builds the one Ajv instance: strict mode on, every error reported, formats from ajv-formats
 * (`uuid` and `date-time` checked by isUuid and isDateTime), the annotation keywords and the rule
 * keyword `x-case-variant` registered, and every schema added twice (default and strict variant).
 * Schemas compile on first use and Ajv caches them, so each compiles once.
 */
export function createAjv(files: readonly SchemaFile[], options: CreateAjvOptions = {}): Ajv {
  const check = options.alreadyChecked !== true;
  const ajv = new Ajv({ strict: true, allErrors: true, verbose: true, allowUnionTypes: true });
  addFormats(ajv);
  // The same formats as ajv-formats', checked faster.
  ajv.addFormat("uuid", { type: "string", validate: isUuid });
  ajv.addFormat("date-time", { type: "string", validate: isDateTime, compare: compareDateTime });
  for (const keyword of [...ANNOTATION_KEYWORDS, CASE_VARIANT_KEYWORD]) {
    ajv.addKeyword(check ? keyword : withCheckedMetaSchema(ajv, keyword));
  }
  for (const file of files) {
    ajv.addSchema(file.schema, undefined, undefined, check);
    ajv.addSchema(toStrictSchema(file.schema), undefined, undefined, check);
  }
  return ajv;
}
