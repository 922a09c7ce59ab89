"use strict";
// Jest (CommonJS, no require(esm)) cannot load the few ES-module-only packages msw 2 depends on
// (rettime, until-async, @open-draft/deferred-promise): this transform turns such a file into CommonJS with esbuild, for the tests only.
// Node itself loads them (require(esm), Node 20.19+), so the package needs none of this.
const { transformSync } = require("esbuild");

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      format: "cjs",
      loader: "js",
      sourcefile: filename,
      sourcemap: "external",
      target: "node20",
    });
    return { code, map };
  },
};
