/**
 * The ES module entries (esm/index.mjs, esm/msw.mjs), written by `npm run generate`: each names
 * the CommonJS build's exports one by one. `export *` from a CommonJS module would also export
 * its `__esModule` marker, which is no export of the library; nor is there a default export.
 */

/** An entry's text: its comment, then `export { names } from "from";`. */
export function esmEntry(comment: string, names: readonly string[], from: string): string {
  const exported = names.filter((name) => name !== "__esModule" && name !== "default").sort();
  return [
    ...comment.split("\n").map((line) => `// ${line}`.trimEnd()),
    "// DO NOT EDIT. Written by `npm run generate` (generators/esm-entry.ts) from the entry's exports.",
    `export {\n${exported.map((name) => `  ${name},`).join("\n")}\n} from ${JSON.stringify(from)};`,
    "",
  ].join("\n");
}

/** The two entries' texts, by path below the package root. */
export function esmEntries(
  rootExports: readonly string[],
  mswExports: readonly string[],
): Map<string, string> {
  return new Map([
    [
      "esm/index.mjs",
      esmEntry(
        'The ES module entry of occurrence-contract: the CommonJS build\'s named exports, re-exported\n(node reads them from dist/index.js), so `import { createApp } from "occurrence-contract"`\nand `require("occurrence-contract")` give the same functions.',
        rootExports,
        "../dist/index.js",
      ),
    ],
    [
      "esm/msw.mjs",
      esmEntry(
        "The ES module entry of occurrence-contract/msw: the CommonJS build's named exports, re-exported\n(node reads them from dist/msw/index.js), as esm/index.mjs does for the root entry. msw itself\nis a peer dependency: only this entry loads it.",
        mswExports,
        "../dist/msw/index.js",
      ),
    ],
  ]);
}
