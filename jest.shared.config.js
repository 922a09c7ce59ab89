/**
 * What the tiers share (jest.fast.config.js, jest.e2e.config.js, jest.browser.config.js):
 * TypeScript through ts-jest, msw 2's ES-module-only dependencies as CommonJS
 * (jest-esm-transform.js says why), and how long a worker may take to exit.
 */
module.exports = {
  rootDir: __dirname,
  // jest gives a worker 500 ms to exit after its last file and otherwise kills it with "A worker
  // process has failed to exit gracefully". A worker with nothing left open takes more than that
  // on a busy 2-core machine (over 100 ms always, over 500 ms now and then, at a load of 20);
  // something a test leaves open (a ref'd timer, a server, a thread) still shows, 5 s later.
  workerGracefulExitTimeout: 5_000,
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
