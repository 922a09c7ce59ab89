/**
 * What the fast and e2e tiers share (jest.fast.config.js, jest.e2e.config.js): TypeScript
 * through ts-jest, and msw 2's ES-module-only dependencies as CommonJS, as the package's own jest
 * preset does it for users (jest-preset.js; JavaScript here is not transformed, so its babel-jest
 * entry is left out).
 */
const preset = require("./jest-preset");

module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }],
    ...Object.fromEntries(
      Object.entries(preset.transform).filter(([, transformer]) => transformer !== "babel-jest"),
    ),
  },
  transformIgnorePatterns: preset.transformIgnorePatterns,
};
