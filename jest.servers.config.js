/**
 * The servers tier (`npm run test:servers`): test/servers/, conform judged on whole servers. Each
 * test is one or more whole conformance runs against a server: the broken and honest servers of
 * the harness's tables and of the oracle's catalogue, the own mock in every world and profile,
 * each on every seed, and the runs against servers of large answers or transient failures. Most
 * run in process; a few spawn the CLI. The tier that takes the time (about 22 minutes of two
 * workers, idle): `npm test` and `npm run test:all` leave it out, CI runs it. 60 s a test (set by
 * the setup file), more where a test says so.
 * @type {import('jest').Config}
 */
module.exports = {
  ...require("./jest.shared.config"),
  displayName: "servers",
  roots: ["<rootDir>/test/servers"],
  setupFilesAfterEnv: ["<rootDir>/test/setup/sockets-and-processes-allowed.ts"],
};
