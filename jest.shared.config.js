/**
 * What the fast and e2e tiers share (jest.fast.config.js, jest.e2e.config.js): TypeScript
 * through ts-jest, and msw 2's ES-module-only dependencies as CommonJS (jest-esm-transform.js
 * says why).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
    "/node_modules/(rettime|until-async|@open-draft/deferred-promise)/.+\\.m?js$":
      "<rootDir>/jest-esm-transform.js",
  },
  transformIgnorePatterns: [
    "/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)",
  ],
};
