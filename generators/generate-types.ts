/**
 * `npm run generate`: compiles every JSON Schema in schemas/ to TypeScript types in
 * src/generated/, and bundles the schemas themselves as data (src/generated/schema-files.ts) so
 * that the registry, the world and the mock read no file at run time (a browser has no disk),
 * and copies package.json's version to src/generated/kit-version.ts for the same reason (the
 * ETags of the server and the MSW handlers carry it), and writes the ES module entries
 * (esm/index.mjs, esm/msw.mjs) naming each export of the library (generators/esm-entry.ts).
 * `--check` writes nothing and exits 1 when the committed files are stale.
 *
 * Each schema file is compiled on its own with declareExternallyReferenced off, so every named
 * type is declared exactly once (by the file whose title it is) and the outputs concatenate
 * into one module.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compile } from "json-schema-to-typescript";
import { format } from "prettier";
import { departuresOf } from "../src/schemas/departure";
import { loadSchemaFiles } from "../src/schemas/load-schema-files";
import type { SchemaFile } from "../src/schemas/schema-file";
import { PACKAGE_ROOT } from "../src/package-root";
import * as library from "../src";
import * as mswEntry from "../src/msw";
import { esmEntries } from "./esm-entry";
import { observedTypes } from "./observed-types";

const OUT_DIR = join(PACKAGE_ROOT, "src", "generated");
const BANNER =
  "/* DO NOT EDIT. Generated from schemas/ by `npm run generate` (generators/generate-types.ts). */";

function titleOf(file: SchemaFile): string {
  const title = file.schema.title;
  if (typeof title !== "string") throw new Error(`${file.path}: schema has no title`);
  return title;
}

async function compileFile(file: SchemaFile): Promise<string> {
  const source = await compile(structuredClone(file.schema) as never, titleOf(file), {
    bannerComment: "",
    cwd: dirname(file.path),
    declareExternallyReferenced: false,
    additionalProperties: false,
    unknownAny: true,
    strictIndexSignatures: true,
    format: false,
    $refOptions: { resolve: { http: false } },
  });
  return `// ${file.name}\n${source.trim()}\n`;
}

function schemaNamesModule(
  files: readonly SchemaFile[],
  observed: ReadonlyMap<string, string>,
): string {
  const names = files.map((f) => `  ${JSON.stringify(f.name)},`).join("\n");
  const map = files.map((f) => `  ${JSON.stringify(f.name)}: types.${titleOf(f)};`).join("\n");
  const observedMap = files
    .map((f) => `  ${JSON.stringify(f.name)}: types.${observed.get(f.name) ?? titleOf(f)};`)
    .join("\n");
  return [
    BANNER,
    `import type * as types from "./types";`,
    ``,
    `/** The name of every schema: its path below schemas/ without .json. */`,
    `export const SCHEMA_NAMES = [\n${names}\n] as const;`,
    ``,
    `/** A schema's name. */`,
    `export type SchemaName = (typeof SCHEMA_NAMES)[number];`,
    ``,
    `/** The TypeScript type of the data each schema describes. */`,
    `export interface SchemaTypeMap {\n${map}\n}`,
    ``,
    `/**`,
    ` * The type of the data each schema describes as the real service sends it (profile`,
    ` * observed): the Observed variant where a known departure reaches the schema, else its type.`,
    ` */`,
    `export interface ObservedSchemaTypeMap {\n${observedMap}\n}`,
    ``,
  ].join("\n");
}

/**
 * The module that bundles every schema file as data, in loadSchemaFiles' order, with its path
 * relative to the package root (an absolute path would differ from machine to machine).
 */
function schemaFilesModule(files: readonly SchemaFile[]): string {
  const entries = files.map(
    (f) =>
      `  { name: ${JSON.stringify(f.name)}, path: ${JSON.stringify(`schemas/${f.name}.json`)}, schema: ${JSON.stringify(f.schema)} },`,
  );
  return [
    BANNER,
    `import type { SchemaFile } from "../schemas/schema-file";`,
    ``,
    `/**`,
    ` * Every schema file of schemas/, sorted by name, as data: what the registry, the departures`,
    ` * and the world read, so that no file is read at run time. Shared objects: do not mutate.`,
    ` */`,
    `export const SCHEMA_FILES: readonly SchemaFile[] = [\n${entries.join("\n")}\n];`,
    ``,
  ].join("\n");
}

/** The module that states package.json's version, for code that must not read a file. */
function kitVersionModule(): string {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as {
    version?: unknown;
  };
  if (typeof pkg.version !== "string") throw new Error("package.json has no version");
  return [
    "/* DO NOT EDIT. Generated from package.json by `npm run generate` (generators/generate-types.ts). */",
    ``,
    `/** The kit's version, as package.json states it (a browser bundle reads no file). */`,
    `export const KIT_VERSION = ${JSON.stringify(pkg.version)};`,
    ``,
  ].join("\n");
}

/** Fails when two schemas declare the same type name (two titles alike, or a stray inline copy). */
function assertDeclaredOnce(source: string): void {
  const names = [...source.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`types declared more than once: ${twice.join(", ")}`);
}

/** Produces the generated files' contents, by path. */
export async function generateTypes(): Promise<Map<string, string>> {
  const files = loadSchemaFiles();
  const parts: string[] = [];
  for (const file of files) parts.push(await compileFile(file));
  const prettierOptions = { parser: "typescript", printWidth: 100, trailingComma: "all" } as const;
  const observed = observedTypes(files, departuresOf(files));
  parts.push(
    `// Observed variants: the known departures of schemas/departures/ applied at their departsFrom.\n${observed.source}`,
  );
  assertDeclaredOnce(parts.join("\n"));
  const types = await format(`${BANNER}\n\n${parts.join("\n")}`, prettierOptions);
  const names = await format(schemaNamesModule(files, observed.names), prettierOptions);
  const bundled = await format(schemaFilesModule(files), prettierOptions);
  const version = await format(kitVersionModule(), prettierOptions);
  // The library's exports as the sources give them (the ES module entries name each one).
  const entries = esmEntries(Object.keys(library), Object.keys(mswEntry));
  return new Map([
    [join(OUT_DIR, "types.ts"), types],
    [join(OUT_DIR, "schema-names.ts"), names],
    [join(OUT_DIR, "schema-files.ts"), bundled],
    [join(OUT_DIR, "kit-version.ts"), version],
    ...(await Promise.all(
      [...entries].map(
        async ([path, text]) =>
          [
            join(PACKAGE_ROOT, path),
            await format(text, { ...prettierOptions, parser: "babel" }),
          ] as [string, string],
      ),
    )),
  ]);
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const outputs = await generateTypes();
  const stale = [...outputs].filter(([path, text]) => readOrEmpty(path) !== text);
  if (check) {
    for (const [path] of stale) console.error(`stale: ${path} (run npm run generate)`);
    process.exitCode = stale.length > 0 ? 1 : 0;
    return;
  }
  for (const [path, text] of outputs) writeFileSync(path, text);
  console.log(
    `generated ${outputs.size} files in src/generated/ and esm/ from schemas/, package.json and src/`,
  );
}

main().catch((error: unknown) => {
  console.error(`generate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
