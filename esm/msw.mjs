// The ES module entry of occurrence-contract/msw: the CommonJS build's named exports, re-exported
// (node reads them from dist/msw/index.js), as esm/index.mjs does for the root entry. msw itself
// is a peer dependency: only this entry loads it.
// DO NOT EDIT. Written by `npm run generate` (generators/esm-entry.ts) from the entry's exports.
export { createHandlers } from "../dist/msw/index.js";
