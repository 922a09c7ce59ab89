/**
 * The fast tier (`npm test`): every test under test/ but test/e2e/, test/servers/ and
 * test/browser/, in process. A setup file makes opening a socket or starting a process throw (such a test belongs
 * under test/e2e/), and each test has 5 s unless it says otherwise (set by that setup file).
 * @type {import('jest').Config}
 */
module.exports = {
  ...require("./jest.shared.config"),
  displayName: "fast",
  roots: ["<rootDir>/test"],
  setupFilesAfterEnv: ["<rootDir>/test/setup/no-sockets-or-processes.ts"],
  // The conformance entry runs only when pointed at a server (npm run test:conformance).
  testPathIgnorePatterns: [
    "/node_modules/",
    "/test/e2e/",
    "/test/servers/",
    "/test/browser/",
    "/test/conformance-entry/",
  ],
};
