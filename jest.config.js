/**
 * Two tiers, one jest run (one JSON result):
 * - fast (`npm test`): every test under test/ but test/e2e/, in process. A setup file makes
 *   opening a socket or starting a process throw, and each test has 5 s.
 * - e2e (`npm run test:e2e`): test/e2e/, what needs real processes, sockets and tools (the CLI
 *   end to end, Prism, Redocly, Spectral, Dredd, MSW against a server, the tarball, the browser
 *   bundle, the Node transport over real sockets); 60 s a test, more where a test says so.
 * `npm run test:all` runs both.
 */
const shared = {
  testEnvironment: "node",
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
    // msw 2's ES-module-only dependencies, as CommonJS (jest-esm-transform.js says why).
    "/node_modules/(rettime|until-async|@open-draft/deferred-promise)/.+\\.m?js$":
      "<rootDir>/jest-esm-transform.js",
  },
  transformIgnorePatterns: [
    "/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)",
  ],
};

/** @type {import('jest').Config} */
module.exports = {
  // Both cores: the fast tier is CPU-bound and its files are independent.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: "fast",
      roots: ["<rootDir>/test"],
      testTimeout: 5_000,
      setupFilesAfterEnv: ["<rootDir>/test/setup/no-sockets-or-processes.ts"],
      // The conformance entry runs only when pointed at a server (npm run test:conformance).
      testPathIgnorePatterns: ["/node_modules/", "/test/e2e/", "/test/conformance-entry/"],
    },
    {
      ...shared,
      displayName: "e2e",
      roots: ["<rootDir>/test/e2e"],
      // Servers and processes on a loaded 2-core machine: jest's 5 s would fail them for the
      // machine's speed, not for a bug. Tests that need more still say so themselves.
      testTimeout: 60_000,
      setupFilesAfterEnv: ["<rootDir>/test/setup/sockets-and-processes-allowed.ts"],
    },
  ],
};
