import type { Faker } from "@faker-js/faker";
import { SCHEMA_FILES } from "../generated/schema-files";
import { isRecord } from "../is-record";

/**
 * Faker methods an `x-faker` may not name although faker has them: they read a template, a
 * regular expression or a callback (`helpers.fake("{{…}}")` walks faker paths of its own,
 * `helpers.fromRegExp` grows a value from a pattern), so an overlay could reach past the list.
 */
const REFUSED = new Set([
  "helpers.fake",
  "helpers.fromRegExp",
  "helpers.mustache",
  "helpers.multiple",
  "helpers.maybe",
  "helpers.uniqueArray",
]);

/** The `x-faker` paths the kit's own schemas use (a faker method path, or `{fn}`). */
function ownPaths(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) ownPaths(item, into);
  else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "x-faker") {
        const fn = isRecord(value) ? value.fn : value;
        if (typeof fn === "string") into.add(fn);
      } else ownPaths(value, into);
    }
  }
  return into;
}

let own: ReadonlySet<string> | undefined;
let allowed: ReadonlySet<string> | undefined;

/** The paths the kit's own schemas use, read once. */
function ownSchemaPaths(): ReadonlySet<string> {
  own ??= ownPaths(
    SCHEMA_FILES.map((file) => file.schema),
    new Set<string>(),
  );
  return own;
}

/**
 * The faker methods an `x-faker` may name: those the kit's schemas use, plus every
 * `module.method` of faker read by own enumerable keys (a module is an own key of faker whose
 * value is an object, a method an own key of the module whose value is a function; nothing is
 * read through a prototype), less those that read templates, patterns or callbacks.
 */
export function fakerPaths(): ReadonlySet<string> {
  if (allowed !== undefined) return allowed;
  const paths = new Set(ownSchemaPaths());
  // Loaded here, not at the top: faker is large, and a profile whose overlays name only the
  // kit's own paths (every learned one) never needs it, so `serve` loads it with its world.
  const { faker } = require("@faker-js/faker/locale/pt_BR") as { faker: Faker };
  const modules = faker as unknown as Record<string, unknown>;
  for (const name of Object.keys(modules)) {
    const module = modules[name];
    if (name.startsWith("_") || !isRecord(module) || name.endsWith("efinitions")) continue;
    for (const method of Object.keys(module)) {
      if (typeof module[method] === "function") paths.add(`${name}.${method}`);
    }
  }
  for (const path of REFUSED) paths.delete(path);
  allowed = paths;
  return allowed;
}

/** Whether `path` (`animal.petName`) is a faker method an `x-faker` may name. */
export function isFakerPath(path: string): boolean {
  return ownSchemaPaths().has(path) || fakerPaths().has(path);
}
