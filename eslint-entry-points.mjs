// @ts-check
/**
 * One way into each room of src/ (ARCHITECTURE.md, "Entry points"): a file in src/X imports
 * src/Y (another room) through Y's entry point only — `src/Y/index.ts`, spelled `../Y`, or an
 * entry point ENTRY_POINTS names — never a file behind it. The rule resolves each relative
 * import (import, export … from, import(), require(), import type) to the room it lands in.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const SRC = join(import.meta.dirname, "src");

/** The rooms: the folders directly under src/. */
const ROOMS = new Set(
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** Entry points besides a room's index.ts (a file name under the room, without extension). */
export const ENTRY_POINTS = {
  // The checks, for a room that judges answers it did not send (learn); index.ts is the run.
  conformance: ["checks-entry"],
  // Generated files (npm run generate), each its own way in: the types, the schema names, the
  // schemas as data (large: only what needs them loads them), the kit's version.
  generated: ["types", "schema-names", "schema-files", "kit-version"],
  // index.ts runs in a browser; these read schemas/ and profiles from disk (Node only), and
  // schema-file is the shape of one schema file (no import), for the generated table.
  schemas: ["schema-file", "load-schema-files", "load-profile"],
  // The world's types, views and window without building one (no faker), for the server's core,
  // data and the CLI's flags; writing fixture files (Node only) is write-fixtures.
  world: ["views-entry", "write-fixtures"],
  // serve's flag default for the answer cache, read without loading Express.
  node: ["front/default-answer-cache-bytes"],
  // The v1 query stage (its parser, filters, columns and bounds) beside the v2 one of index.ts,
  // which browser.ts exports whole.
  query: ["v1"],
  // The recording proxy (Express), and what data's loader needs at serve start (detect-entry),
  // beside index.ts: the whole validation run, which loads no server.
  validation: ["proxy", "detect-entry"],
  // What the CLI reads flags and profiles into, without the request core (serve --data loads
  // the core after its files).
  server: ["options-entry"],
};

/**
 * Room pairs still allowed to reach behind an entry point, by importing room. There were 15
 * importing rooms (333 import lines) when the rule came; none is left: a deep import fails.
 * Keep it empty (a room that needs more of another exports it from that room's entry point).
 */
/** @type {Record<string, string[]>} */
export const DEEP_IMPORTS_LEFT = {};

/** The room of a path under src/ and the rest of it (undefined outside a room). */
function roomOf(path) {
  const parts = relative(SRC, path).split(sep);
  const [room, ...rest] = parts;
  if (room === undefined || room === ".." || rest.length === 0 || !ROOMS.has(room))
    return undefined;
  return { room, rest: rest.join("/").replace(/\.(ts|js|mjs|cjs|json)$/, "") };
}

/** Whether `rest` (a path inside `room`) is one of the room's entry points. */
function isEntryPoint(room, rest) {
  if (rest === "" || rest === "index") return true;
  const extra = /** @type {Record<string, string[] | undefined>} */ (ENTRY_POINTS)[room] ?? [];
  return extra.includes(rest);
}

/** The entry points of a room as an import from another room spells them. */
function spelled(room) {
  const extra = /** @type {Record<string, string[] | undefined>} */ (ENTRY_POINTS)[room] ?? [];
  const index = existsSync(join(SRC, room, "index.ts")) ? [`"../${room}"`] : [];
  const all = [...index, ...extra.map((name) => `"../${room}/${name}"`)];
  return all.length === 0 ? "it has no entry point yet" : `import from ${all.join(" or ")}`;
}

/** @type {import("eslint").Rule.RuleModule} */
const entryPointOnly = {
  meta: {
    type: "problem",
    docs: { description: "import another room of src/ through its entry point only" },
    schema: [
      {
        type: "object",
        properties: { allow: { type: "object" } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const from = roomOf(context.filename);
    if (from === undefined) return {};
    const allowed = new Set(context.options[0]?.allow?.[from.room] ?? []);
    /** @param {import("estree").Node} node @param {unknown} spec */
    const check = (node, spec) => {
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const to = roomOf(resolve(dirname(context.filename), spec));
      if (to === undefined || to.room === from.room || isEntryPoint(to.room, to.rest)) return;
      if (allowed.has(to.room)) return;
      context.report({
        node,
        message: `src/${from.room} reaches behind the entry point of src/${to.room} (${to.room}/${to.rest}): ${spelled(to.room)} (ARCHITECTURE.md).`,
      });
    };
    /** @param {any} node */
    const source = (node) => {
      if (node.source?.type === "Literal") check(node, node.source.value);
    };
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      ImportExpression: source,
      /** @param {any} node */
      CallExpression(node) {
        const [first] = node.arguments;
        if (node.callee.type === "Identifier" && node.callee.name === "require")
          if (first?.type === "Literal") check(node, first.value);
      },
      /** @param {any} node */
      TSImportEqualsDeclaration(node) {
        const reference = node.moduleReference;
        if (reference.type === "TSExternalModuleReference") check(node, reference.expression.value);
      },
      /** @param {any} node */
      TSImportType(node) {
        check(node, node.argument?.literal?.value ?? node.source?.value);
      },
    };
  },
};

/** The config block: the rule on every file of src/, the pairs left allowed. */
export const entryPointBlocks = [
  {
    files: ["src/**/*.ts"],
    plugins: { rooms: { rules: { "entry-point-only": entryPointOnly } } },
    rules: { "rooms/entry-point-only": ["error", { allow: DEEP_IMPORTS_LEFT }] },
  },
];
