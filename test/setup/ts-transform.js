"use strict";
// The jest transform of the project's own TypeScript (jest.shared.config.js): esbuild strips the
// types of one file at a time and writes CommonJS with a source map (stack traces name the .ts
// lines), as scripts/dev-build.js does for `npm start`. Nothing is type-checked here: `npm run
// typecheck` (tsc, in CI) does that, and tsconfig.json's isolatedModules keeps every file
// translatable on its own. It replaces ts-jest, which transpiled the same way (isolatedModules)
// but through TypeScript, several times slower on a cold transform cache.
const { createHash } = require("node:crypto");
const { readFileSync } = require("node:fs");
const { join } = require("node:path");
const esbuild = require("esbuild");

const ROOT = join(__dirname, "..", "..");
/** tsconfig.json as written: esbuild takes from it what changes the output (class fields, strict). */
const TSCONFIG = readFileSync(join(ROOT, "tsconfig.json"), "utf8");
/** What else changes the output: this file and esbuild's version. */
const VERSION = `${readFileSync(__filename, "utf8")}\0${esbuild.version}\0${TSCONFIG}`;

module.exports = {
  process(source, filename) {
    const { code, map } = esbuild.transformSync(source, {
      loader: "ts",
      format: "cjs",
      platform: "node",
      target: "node20",
      sourcefile: filename,
      sourcemap: "external",
      tsconfigRaw: TSCONFIG,
      // `await import("node:zlib")` as a require, as tsc writes it for CommonJS: jest runs
      // CommonJS, and a real dynamic import there needs --experimental-vm-modules.
      supported: { "dynamic-import": false },
    });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return createHash("sha1")
      .update(VERSION)
      .update("\0")
      .update(filename)
      .update("\0")
      .update(source)
      .digest("hex");
  },
};
