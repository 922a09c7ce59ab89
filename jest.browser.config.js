/**
 * The browser tier (`npm run test:browser`): test/browser/, what only a real browser shows (the
 * MSW worker in a page, /docs and its try-it, the HTML reports' filter), in headless Chromium
 * (CHROMIUM, else /usr/bin/chromium; `.ci/run` installs Debian's `chromium` when it is missing).
 * One test file at a time (each starts a browser), 60 s a test.
 * @type {import('jest').Config}
 */
module.exports = {
  ...require("./jest.shared.config"),
  displayName: "browser",
  roots: ["<rootDir>/test/browser"],
  testTimeout: 60_000,
  maxWorkers: 1,
  setupFilesAfterEnv: ["<rootDir>/test/setup/sockets-and-processes-allowed.ts"],
};
