#!/usr/bin/env node
"use strict";
// Runs the compiled CLI from dist/: in an installed package that is all there is, and nothing is
// ever built at run time. In a checkout (src/ beside dist/, the development tools installed)
// whose sources changed since the last `npm run build`, it runs a build of the sources made by
// esbuild instead (scripts/dev-build.js: transpiled only, kept in .dev-build/ and reused while
// the sources are unchanged), so a developer's edits run without a rebuild and a fresh clone
// answers as fast as a built copy.
const { existsSync } = require("node:fs");
const { join } = require("node:path");

const root = join(__dirname, "..");
const built = join(root, "dist", "cli", "main.js");

function runsFromSources() {
  const checkout = join(root, "scripts", "dist-is-fresh.js");
  if (!existsSync(join(root, "src", "cli", "main.ts")) || !existsSync(checkout)) return false;
  return !require(checkout).distIsFresh(root);
}

/** The CLI entry of the checkout's sources, transpiled by esbuild (built now if needed). */
function sourcesEntry() {
  try {
    require.resolve("esbuild", { paths: [root] });
  } catch {
    console.error(
      "occurrence-contract: this checkout has no dist/ and no esbuild to run src/ with: npm install, or npm run build",
    );
    process.exit(1);
  }
  return require(require(join(root, "scripts", "dev-build.js")).devBuild(root));
}

let entry;
if (runsFromSources()) {
  entry = sourcesEntry();
} else if (existsSync(built)) {
  entry = require(built);
} else {
  console.error(
    `occurrence-contract: ${built} is missing; this copy was not built (npm run build)`,
  );
  process.exit(1);
}
entry.main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`occurrence-contract: ${error && error.message ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
