"use strict";
// `npm install` in a checkout runs this (the prepare script): it builds dist/ once, and skips the
// build when dist/ already holds the current sources, so that npm's later runs of `prepare` (an
// `npx occurrence-contract` inside the checkout links it and may run prepare again) cost nothing.
// `npm run build` always builds.
const { spawnSync } = require("node:child_process");
const { join } = require("node:path");
const { distIsFresh } = require("./dist-is-fresh");

const root = join(__dirname, "..");
if (distIsFresh(root)) {
  console.log("occurrence-contract: dist/ is up to date (npm run build rebuilds it)");
} else {
  console.log("occurrence-contract: building dist/ (tsc -p tsconfig.build.json)");
  const tsc = require.resolve("typescript/bin/tsc", { paths: [root] });
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], {
    cwd: root,
    stdio: "inherit",
  });
  process.exitCode = result.status ?? 1;
}
