"use strict";
// A jest transform (jest-preset.js names it): jest 30 runs tests as CommonJS and cannot load the
// few packages msw 2 depends on that ship only ES modules (rettime, until-async,
// @open-draft/deferred-promise): "Must use import to load ES Module". This turns such a file into
// CommonJS. It uses esbuild when the project has it, or else TypeScript's transpileModule (a jest
// project on ts-jest has it); both are looked up from the project's folder first, then from here.
// Node itself loads those packages (require(esm), Node 20.19+), so only jest needs this.
const { dirname } = require("node:path");

/** The first of the transpilers the project (or this package's folder) can load. */
function findTranspiler(rootDir) {
  for (const name of ["esbuild", "typescript"]) {
    let path;
    try {
      path = require.resolve(name, { paths: [rootDir, __dirname] });
    } catch {
      continue;
    }
    return { name, module: require(path) };
  }
  throw new Error(
    "occurrence-contract/jest-preset: turning msw's ES-module-only dependencies into CommonJS needs esbuild or typescript in the project (npm install --save-dev typescript)",
  );
}

let transpiler;

/** The file as CommonJS, with a source map (esbuild) or without (TypeScript). */
function toCommonJs(source, filename, rootDir) {
  transpiler ??= findTranspiler(rootDir);
  if (transpiler.name === "esbuild") {
    const { code, map } = transpiler.module.transformSync(source, {
      format: "cjs",
      loader: "js",
      sourcefile: filename,
      sourcemap: "external",
      target: "node20",
    });
    return { code, map };
  }
  const ts = transpiler.module;
  const { outputText } = ts.transpileModule(source, {
    // A .js name: TypeScript keeps a .mjs file's module format, and CommonJS is what jest needs.
    fileName: filename.replace(/\.mjs$/, ".js"),
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      allowJs: true,
      esModuleInterop: true,
    },
  });
  return { code: outputText };
}

module.exports = {
  process(source, filename, options) {
    const rootDir = options && options.config ? options.config.rootDir : dirname(filename);
    return toCommonJs(source, filename, rootDir);
  },
};
