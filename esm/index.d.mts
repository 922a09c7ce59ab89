// Types of the ES module entry: those of the CommonJS build it re-exports (named exports only).
export * from "../dist/index.js";
