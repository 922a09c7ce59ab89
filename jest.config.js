/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  // Many tests start servers or processes: on a loaded 2-core machine jest's 5 s default fails
  // them for the machine's speed, not for a bug. Tests that need more still say so themselves.
  testTimeout: 60_000,
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
    // msw 2's ES-module-only dependencies, as CommonJS (jest-esm-transform.js says why).
    "/node_modules/(rettime|until-async|@open-draft/deferred-promise)/.+\\.m?js$":
      "<rootDir>/jest-esm-transform.js",
  },
  transformIgnorePatterns: [
    "/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)",
  ],
  // The conformance entry runs only when pointed at a server (npm run test:conformance).
  testPathIgnorePatterns: ["/node_modules/", "/test/conformance-entry/"],
};
