const shared = require("./jest.shared.config");

/**
 * Both tiers in one jest run, one JSON result (`npm run test:all`, `.ci/run`): the fast tier
 * (jest.fast.config.js, `npm test`) and the end-to-end tier (jest.e2e.config.js,
 * `npm run test:e2e`). The servers tier (`npm run test:servers`: whole conformance runs against
 * every server of the tables, on every seed) and the browser tier (`npm run test:browser`) run on
 * their own; `.ci/run` runs all four.
 * @type {import('jest').Config}
 */
module.exports = {
  maxWorkers: 2,
  workerGracefulExitTimeout: shared.workerGracefulExitTimeout,
  testSequencer: shared.testSequencer,
  // The tiers' configs, less the options jest takes only here (it warns of them in a project).
  projects: ["./jest.fast.config.js", "./jest.e2e.config.js"].map((file) => {
    const { workerGracefulExitTimeout: _exit, testSequencer: _order, ...project } = require(file);
    return project;
  }),
};
