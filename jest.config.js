/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  // The conformance entry runs only when pointed at a server (npm run test:conformance).
  testPathIgnorePatterns: ["/node_modules/", "/test/conformance-entry/"],
};
