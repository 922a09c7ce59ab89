#!/usr/bin/env node
"use strict";
// Runs the compiled CLI from dist/ when it is at least as new as every source file (npm install
// builds it); otherwise compiles the TypeScript sources on the fly with ts-node, so a checkout
// whose sources changed since the last build still runs what it holds.
const { existsSync, readdirSync, statSync } = require("node:fs");
const { join } = require("node:path");

const root = join(__dirname, "..");
const built = join(root, "dist", "cli", "main.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function distIsFresh() {
  if (!existsSync(built)) return false;
  return statSync(built).mtimeMs >= newestMtime(join(root, "src"));
}

let entry;
if (distIsFresh()) {
  entry = require(built);
} else {
  require("ts-node").register({ transpileOnly: true, project: join(root, "tsconfig.json") });
  entry = require(join(root, "src", "cli", "main.ts"));
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
