/**
 * Both tiers in one jest run, one JSON result (`npm run test:all`, `.ci/run`): the fast tier
 * (jest.fast.config.js, `npm test`) and the end-to-end tier (jest.e2e.config.js,
 * `npm run test:e2e`).
 * @type {import('jest').Config}
 */
module.exports = {
  maxWorkers: 2,
  projects: ["<rootDir>/jest.fast.config.js", "<rootDir>/jest.e2e.config.js"],
};
