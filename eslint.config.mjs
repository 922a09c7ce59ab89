// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { entryPointBlocks } from "./eslint-entry-points.mjs";

/** The mock's floors of src/, lowest first; folders on one floor do not import each other. */
const MOCK_FLOORS = [
  ["schemas"],
  ["contract"],
  ["world"],
  ["query"],
  ["server"],
  ["openapi"],
  ["node", "msw"],
];

/** The checks' floors beside them: capture and report stand low, the checks and the CLI on top. */
const CHECK_FLOORS = ["conformance", "validation", "data", "learn", "cli"];

/** The mock's folders above `floor` (index in MOCK_FLOORS), and its own floor's other folders. */
function mockAbove(floor, folder) {
  return MOCK_FLOORS.slice(floor)
    .flat()
    .filter((name) => name !== folder);
}

/**
 * What each folder must not import (ARCHITECTURE.md, "The floors"): an import up a floor fails
 * `npm run lint`. The mock's folders may use capture (it stands on the contract) but not report.
 */
const MUST_NOT_IMPORT = {
  ...Object.fromEntries(
    MOCK_FLOORS.flatMap((folders, floor) =>
      folders.map((folder) => [
        folder,
        [...mockAbove(floor, folder), ...(floor < 2 ? ["capture"] : []), "report", ...CHECK_FLOORS],
      ]),
    ),
  ),
  capture: [...mockAbove(2), "report", ...CHECK_FLOORS],
  report: [...mockAbove(2), ...CHECK_FLOORS],
  conformance: ["cli"],
  validation: ["cli"],
  data: ["cli"],
  learn: ["cli"],
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
  {
    ignores: [
      "node_modules/",
      "dist/",
      ".dev-build/",
      "coverage/",
      "src/generated/",
      "**/*.js",
      "**/*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Prettier wraps code at 100 columns but never a comment: comments are held to the same.
      "max-len": [
        "error",
        {
          code: Number.MAX_SAFE_INTEGER,
          comments: 100,
          ignoreUrls: true,
          ignorePattern: "^\\s*// eslint-",
        },
      ],
    },
  },
  {
    // Type-aware rules for what review misses: a promise nobody awaits or catches, a promise
    // where a plain value is expected (an async callback to an event emitter), a switch over a
    // closed set that forgets a member. Each file is typed by its nearest tsconfig.json.
    files: ["**/*.ts"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // The CLI loads each command only when it is called, so `serve` starts fast.
    files: ["src/cli/main.ts"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // A record worker loads the whole-file reader only when it is given a whole file, `serve`
    // its server once its data is loaded, and the overlay check faker only when an overlay
    // names an x-faker path the kit's own schemas do not use.
    files: ["src/data/record-worker.ts", "src/cli/serve-stack.ts", "src/schemas/faker-paths.ts"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  ...floorRules,
  ...entryPointBlocks,
);
