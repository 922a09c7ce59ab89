/**
 * What the tiers share (jest.fast.config.js, jest.e2e.config.js, jest.browser.config.js):
 * TypeScript through esbuild (test/setup/ts-transform.js: types stripped, nothing checked; `npm run
 * typecheck` checks), msw 2's ES-module-only dependencies as CommonJS, as the package's
 * own jest preset does it for users (jest-preset.js; JavaScript here is not transformed, so its
 * babel-jest entry is left out), how long a worker may take to exit, and the order files run in.
 */
const preset = require("./jest-preset");

module.exports = {
  rootDir: __dirname,
  // jest gives a worker 500 ms to exit after its last file and otherwise kills it with "A worker
  // process has failed to exit gracefully". A worker with nothing left open takes more than that
  // on a busy 2-core machine (over 100 ms always, over 500 ms now and then, at a load of 20);
  // something a test leaves open (a ref'd timer, a server, a thread) still shows, 5 s later.
  workerGracefulExitTimeout: 5_000,
  // The longest files first, on a fresh clone too (test/setup/test-sequencer.js).
  testSequencer: "<rootDir>/test/setup/test-sequencer.js",
  testEnvironment: "node",
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": "<rootDir>/test/setup/ts-transform.js",
    ...Object.fromEntries(
      Object.entries(preset.transform).filter(([, transformer]) => transformer !== "babel-jest"),
    ),
  },
  transformIgnorePatterns: preset.transformIgnorePatterns,
};
