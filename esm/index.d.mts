// Types of the ES module entry: those of the CommonJS build it re-exports.
export * from "../dist/index.js";
import * as contract from "../dist/index.js";
export default contract;
