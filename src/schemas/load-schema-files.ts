import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PACKAGE_ROOT } from "../package-root";
import type { JsonSchemaObject, SchemaFile } from "./schema-file";

/** Absolute path of the schemas/ folder. */
export const SCHEMAS_DIR = join(PACKAGE_ROOT, "schemas");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .filter((path) => path.endsWith(".json"))
    .sort();
}

/**
 * Reads every schema file below schemas/ from disk, sorted by name: for the generators (which
 * write the bundled copy, SCHEMA_FILES, from it) and tools that need the files' paths. The
 * registry, the world and the mock use SCHEMA_FILES, so that they run where there is no disk.
 */
export function loadSchemaFiles(dir: string = SCHEMAS_DIR): SchemaFile[] {
  return walk(dir).map((path) => {
    const name = relative(dir, path)
      .replace(/\\/g, "/")
      .replace(/\.json$/, "");
    const schema = JSON.parse(readFileSync(path, "utf8")) as JsonSchemaObject;
    return { name, path, schema };
  });
}
