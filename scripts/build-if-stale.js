"use strict";
// `npm pack` and `npm publish` run this (the prepack script): it builds dist/, the compiled code
// the package ships, and skips the build when dist/ already holds the current sources.
// `npm run build` always builds. Nothing runs at install time: the published manifest has no
// prepare or install script, and a checkout needs no build (bin/ runs the sources transpiled by
// esbuild, scripts/dev-build.js, while dist/ is missing or older than src/).
const { spawnSync } = require("node:child_process");
const { join } = require("node:path");
const { distIsFresh } = require("./dist-is-fresh");

const root = join(__dirname, "..");
// Everything goes to stderr, so `npm pack --json` prints nothing but its JSON on stdout.
if (distIsFresh(root)) {
  console.error("occurrence-contract: dist/ is up to date (npm run build rebuilds it)");
} else {
  console.error("occurrence-contract: building dist/ (tsc -p tsconfig.build.json)");
  const tsc = require.resolve("typescript/bin/tsc", { paths: [root] });
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
  });
  process.exitCode = result.status ?? 1;
}
