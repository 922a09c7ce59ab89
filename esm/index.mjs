// The ES module entry of occurrence-contract: the CommonJS build's named exports, re-exported
// (node reads them from dist/index.js), so `import { createApp } from "occurrence-contract"`
// and `require("occurrence-contract")` give the same functions. The default export is the whole
// CommonJS module, for `import contract from "occurrence-contract"`.
export * from "../dist/index.js";
export { default } from "../dist/index.js";
