#!/usr/bin/env node
"use strict";
// Runs the compiled CLI from dist/: in an installed package that is all there is, and nothing is
// ever built at run time. In a checkout (src/ beside dist/, ts-node installed) whose sources
// changed since the last build, it runs the sources through ts-node instead (transpiled in
// memory, nothing written), so a developer's edits run without a rebuild.
const { existsSync } = require("node:fs");
const { join } = require("node:path");

const root = join(__dirname, "..");
const built = join(root, "dist", "cli", "main.js");

function runsFromSources() {
  const checkout = join(root, "scripts", "dist-is-fresh.js");
  if (!existsSync(join(root, "src", "cli", "main.ts")) || !existsSync(checkout)) return false;
  return !require(checkout).distIsFresh(root);
}

let entry;
if (runsFromSources()) {
  require("ts-node").register({ transpileOnly: true, project: join(root, "tsconfig.json") });
  entry = require(join(root, "src", "cli", "main.ts"));
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
