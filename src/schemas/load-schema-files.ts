import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PACKAGE_ROOT } from "../package-root";

/** One hand-written JSON Schema file of schemas/. */
export interface SchemaFile {
  /** Path below schemas/ without .json, e.g. `v2/occurrence`: the schema's name everywhere. */
  readonly name: string;
  /** Absolute path of the file. */
  readonly path: string;
  /** The parsed schema. */
  readonly schema: JsonSchemaObject;
}

/** A JSON Schema document as plain data. */
export type JsonSchemaObject = { readonly [key: string]: unknown };

/** Absolute path of the schemas/ folder. */
export const SCHEMAS_DIR = join(PACKAGE_ROOT, "schemas");

/** Base of every schema's `$id`; a schema's `$id` is this plus its path below schemas/. */
export const SCHEMA_ID_BASE = "https://occurrence-contract.dev/schemas/";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .filter((path) => path.endsWith(".json"))
    .sort();
}

/** Reads every schema file below schemas/, sorted by name. */
export function loadSchemaFiles(dir: string = SCHEMAS_DIR): SchemaFile[] {
  return walk(dir).map((path) => {
    const name = relative(dir, path)
      .replace(/\\/g, "/")
      .replace(/\.json$/, "");
    const schema = JSON.parse(readFileSync(path, "utf8")) as JsonSchemaObject;
    return { name, path, schema };
  });
}
