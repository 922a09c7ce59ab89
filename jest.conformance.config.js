/**
 * npm run test:conformance: the conformance suite as jest tests, one per check.
 *   CONFORMANCE_BASE_URL=https://server npm run test:conformance
 * Without CONFORMANCE_BASE_URL it starts the project's own mock on 127.0.0.1 (a free port) and
 * tests that. Other variables: CONFORMANCE_API (v1|v2|all), CONFORMANCE_TOKEN,
 * CONFORMANCE_EMAIL + CONFORMANCE_PASSWORD, CONFORMANCE_SEED, CONFORMANCE_STRICT=1,
 * CONFORMANCE_MAX_REQUESTS, CONFORMANCE_CONCURRENCY, CONFORMANCE_TIMEOUT (ms).
 * globalSetup runs the suite once and hands the report to the test file.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test/conformance-entry"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  globalSetup: "<rootDir>/test/conformance-entry/global-setup.ts",
};
