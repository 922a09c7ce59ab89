// Types of the occurrence-contract/msw ES module entry: those of the CommonJS build it re-exports.
export * from "../dist/msw/index.js";
