/**
 * The end-to-end tier (`npm run test:e2e`): test/e2e/, what needs real processes, sockets and
 * tools (the CLI end to end, Prism, Redocly, Spectral, Dredd, MSW against a server, the tarball,
 * the browser bundle, the Node adapter and transport over real sockets, `serve` processes).
 * Servers and processes on a loaded 2-core machine: 60 s a test (set by the setup file), more where a test says so.
 * @type {import('jest').Config}
 */
module.exports = {
  ...require("./jest.shared.config"),
  displayName: "e2e",
  roots: ["<rootDir>/test/e2e"],
  setupFilesAfterEnv: ["<rootDir>/test/setup/sockets-and-processes-allowed.ts"],
};
