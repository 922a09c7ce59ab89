import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isSchemaName, type SchemaName } from "../../src/schemas";

/** Folder of the JSON case files, in the ajv spec-tests style. */
export const CASES_DIR = join(__dirname, "cases");

/** One value checked against a schema. */
export interface SchemaCase {
  /** States the rule, e.g. `a pageMeta whose page is a string fails`; the test's name. */
  readonly description: string;
  /** Check against the strict variant (unknown fields reported) instead of the default schema. */
  readonly strict: boolean;
  /** The value validated. */
  readonly data: unknown;
  /** Whether the value is valid. */
  readonly valid: boolean;
  /** For an invalid value: the rule (Ajv keyword) it breaks. */
  readonly rule?: string;
  /** For an invalid value: the JSON pointer of the violation. */
  readonly path?: string;
}

/** A group of cases against one schema. */
export interface SchemaCaseGroup {
  /** The case file it comes from, e.g. `v2-page-meta.json`. */
  readonly file: string;
  /** What the group covers, e.g. `pageMeta (api-v2.md 2.2)`. */
  readonly description: string;
  /** The schema every case of the group is validated against. */
  readonly schema: SchemaName;
  /** The cases. */
  readonly tests: readonly SchemaCase[];
}

type Json = { readonly [key: string]: unknown };

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

function stringField(raw: Json, key: string, where: string): string {
  const value = raw[key];
  return typeof value === "string" && value !== "" ? value : fail(where, `"${key}" must be text`);
}

function toCase(raw: unknown, where: string): SchemaCase {
  if (!isObject(raw)) return fail(where, "a case must be an object");
  const description = stringField(raw, "description", where);
  const at = `${where} "${description}"`;
  if (!("data" in raw)) return fail(at, `"data" is missing`);
  if (typeof raw.valid !== "boolean") return fail(at, `"valid" must be a boolean`);
  if (raw.strict !== undefined && typeof raw.strict !== "boolean") {
    return fail(at, `"strict" must be a boolean`);
  }
  const base = { description, strict: raw.strict === true, data: raw.data, valid: raw.valid };
  if (raw.valid) {
    if ("rule" in raw || "path" in raw) return fail(at, "a valid case names no rule or path");
    return base;
  }
  // An invalid case must say why it fails, so it cannot pass for another reason.
  const rule = stringField(raw, "rule", at);
  const path = typeof raw.path === "string" ? raw.path : fail(at, `"path" must be a JSON pointer`);
  return { ...base, rule, path };
}

function toGroup(raw: unknown, file: string): SchemaCaseGroup {
  if (!isObject(raw)) return fail(file, "a group must be an object");
  const description = stringField(raw, "description", file);
  const schema = stringField(raw, "schema", file);
  if (!isSchemaName(schema)) return fail(file, `unknown schema "${schema}"`);
  if (!Array.isArray(raw.tests) || raw.tests.length === 0) return fail(file, "no tests");
  const tests = raw.tests.map((t: unknown) => toCase(t, `${file} ${schema}`));
  return { file, description, schema, tests };
}

/** Reads every case file of test/schemas/cases, checking its shape; throws on a malformed file. */
export function loadCaseGroups(dir: string = CASES_DIR): SchemaCaseGroup[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  return files.flatMap((file) => {
    const raw: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
    if (!Array.isArray(raw)) return fail(file, "a case file must be an array of groups");
    return raw.map((group: unknown) => toGroup(group, file));
  });
}
