// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** Folders of src/ above the mock's floors: the checks (capture, report, conformance, …) and the CLI. */
const CHECK_FLOORS = ["conformance", "validation", "data", "cli"];

/**
 * The floors of src/, lowest first (ARCHITECTURE.md): generated → schemas → contract → world →
 * query → server → openapi → node | msw; beside them capture → report → conformance, validation,
 * data → cli. Each entry names the folders a folder must not import: an import up a floor fails
 * `npm run lint`.
 */
const MUST_NOT_IMPORT = {
  schemas: [
    "contract",
    "world",
    "query",
    "server",
    "openapi",
    "node",
    "msw",
    "capture",
    "report",
    ...CHECK_FLOORS,
  ],
  contract: [
    "world",
    "query",
    "server",
    "openapi",
    "node",
    "msw",
    "capture",
    "report",
    ...CHECK_FLOORS,
  ],
  world: ["query", "server", "openapi", "node", "msw", "report", ...CHECK_FLOORS],
  query: ["server", "openapi", "node", "msw", "report", ...CHECK_FLOORS],
  server: ["openapi", "node", "msw", "report", ...CHECK_FLOORS],
  openapi: ["node", "msw", "report", ...CHECK_FLOORS],
  node: ["msw", ...CHECK_FLOORS],
  msw: ["node", ...CHECK_FLOORS],
  capture: ["world", "query", "server", "openapi", "node", "msw", "report", ...CHECK_FLOORS],
  report: ["world", "query", "server", "openapi", "node", "msw", ...CHECK_FLOORS],
  conformance: ["cli"],
  validation: ["cli"],
  data: ["cli"],
};

/** One no-restricted-imports block per folder of MUST_NOT_IMPORT. */
const floorRules = Object.entries(MUST_NOT_IMPORT).map(([folder, banned]) => ({
  files: [`src/${folder}/**/*.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(\\.{1,2}/)+(${banned.join("|")})(/|$)`,
            message: `runs up a floor: src/${folder} imports only from floors below it (ARCHITECTURE.md).`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "coverage/", "src/generated/", "**/*.js", "**/*.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The CLI loads each command only when it is called, so `serve` starts fast.
    files: ["src/cli/main.ts"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  ...floorRules,
);
