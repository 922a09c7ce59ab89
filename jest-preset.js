"use strict";
// The jest preset of occurrence-contract: `{"preset": "occurrence-contract"}` in a project's jest
// config lets msw 2 and occurrence-contract/msw load under jest 30 (docs/msw.md). msw depends on
// a few packages that ship only ES modules, which jest (CommonJS) cannot require: the preset
// turns them into CommonJS (jest-esm-transform.js, beside this file) and leaves every other file
// under node_modules untransformed, as jest does by default. A project's own `transform` entries
// (ts-jest for .ts files) are merged with these and come first; JavaScript keeps babel-jest,
// jest's default, which a preset's `transform` would otherwise turn off.

/** msw 2's dependencies that ship only ES modules. */
const ESM_ONLY = ["rettime", "until-async", "@open-draft/deferred-promise"];

module.exports = {
  transform: {
    [`/node_modules/(${ESM_ONLY.join("|")})/.+\\.m?js$`]:
      require.resolve("./jest-esm-transform.js"),
    "\\.[jt]sx?$": "babel-jest",
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join("|")})/)`, "\\.pnp\\.[^\\/]+$"],
};
