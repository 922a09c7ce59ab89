import { lintInWorker, type VirtualFile } from "./lint-in-worker";

const CASES: readonly (VirtualFile & { readonly name: string; readonly behind?: string })[] = [
  {
    name: "learn importing conformance's ledger",
    filePath: "src/learn/virtual.ts",
    code: 'import { Ledger } from "../conformance/ledger";\nexport const ledger = new Ledger();\n',
    behind: "src/learn reaches behind the entry point of src/conformance (conformance/ledger)",
  },
  {
    name: "learn importing a type from behind conformance's entry point",
    filePath: "src/learn/virtual.ts",
    code: 'import type { CheckOutcome } from "../conformance/outcome";\nexport type O = CheckOutcome;\n',
    behind: "src/learn reaches behind the entry point of src/conformance (conformance/outcome)",
  },
  {
    name: "a file deeper in learn re-exporting one check",
    filePath: "src/learn/deeper/virtual.ts",
    code: 'export { checkV2Page } from "../../conformance/checks/check-v2-page";\n',
    behind:
      "src/learn reaches behind the entry point of src/conformance (conformance/checks/check-v2-page)",
  },
  {
    name: "learn requiring conformance's ledger",
    filePath: "src/learn/virtual.ts",
    code: 'export const ledger: unknown = require("../conformance/ledger");\n',
    behind: "src/learn reaches behind the entry point of src/conformance (conformance/ledger)",
  },
  {
    name: "capture importing a file of report",
    filePath: "src/capture/virtual.ts",
    code: 'export { fingerprintOf } from "../report/fingerprint";\n',
    behind: "src/capture reaches behind the entry point of src/report (report/fingerprint)",
  },
  {
    name: "learn importing conformance's checks entry point",
    filePath: "src/learn/virtual.ts",
    code: 'import { CheckTally } from "../conformance/checks-entry";\nexport const tally = new CheckTally();\n',
  },
  {
    name: "learn importing conformance's index",
    filePath: "src/learn/virtual.ts",
    code: 'export { runConformance } from "../conformance";\nexport { CHECKS } from "../conformance/index";\n',
  },
  {
    name: "learn importing a file of its own room and a file at the top of src",
    filePath: "src/learn/virtual.ts",
    code: 'export { learnViewOf } from "./learn-view";\nexport { isRecord } from "../is-record";\n',
  },
];

/**
 * Room pairs whose deep imports were made to go through the entry point (they left
 * DEEP_IMPORTS_LEFT): each importing room, and a file behind the other room's entry point.
 */
const CLEANED_PAIRS: readonly (readonly [from: string, behind: string])[] = [
  ["cli", "capture/parse-json"],
  ["cli", "conformance/apply-conformance-baseline"],
  ["cli", "data/load-data-world"],
  ["cli", "learn/learn-lesson"],
  ["cli", "query/parse-date-offset"],
  ["cli", "schemas/profile"],
  ["cli", "validation/findings-of"],
  ["cli", "report/terminal-text"],
  ["cli", "server/auth/parse-credentials"],
  ["cli", "world/build-world"],
  ["cli", "node/start-server"],
  ["conformance", "capture/occurrence-record"],
  ["conformance", "query/fold-name"],
  ["conformance", "report/redactor"],
  ["conformance", "validation/validate-restricted-rows"],
  ["data", "capture/json-tokenizer"],
  ["data", "query/fold-name"],
  ["data", "validation/format-finding"],
  ["data", "world/build-cities"],
  ["learn", "schemas/to-strict-schema"],
  ["learn", "world/to-observed-world"],
  ["msw", "schemas/profile"],
  ["msw", "server/conditional/conditional-head"],
  ["msw", "world/build-served-world"],
  ["node", "server/conditional/create-tagging"],
  ["openapi", "query/paginate"],
  ["openapi", "server/errors/error-catalogue"],
  ["openapi", "schemas/to-violations"],
  ["openapi", "world/build-world"],
  ["query", "schemas/describe-ajv-error"],
  ["query", "world/world"],
  ["report", "capture/exchange-summary"],
  ["server", "query/describe-query-schema"],
  ["server", "schemas/profile"],
  ["server", "world/to-v2-city"],
  ["validation", "query/v1/v1-columns"],
  ["validation", "capture/nesting-depth"],
  ["validation", "report/redactor"],
  ["validation", "schemas/to-violations"],
  ["world", "schemas/case-variant"],
];

/** Entry points besides index.ts (ENTRY_POINTS): an import of one from another room passes. */
const NAMED_ENTRIES: readonly (readonly [from: string, entry: string])[] = [
  ["world", "generated/types"],
  ["schemas", "generated/schema-files"],
  ["world", "schemas/schema-file"],
  ["cli", "schemas/load-profile"],
  ["openapi", "schemas/load-schema-files"],
  ["validation", "query/v1"],
  ["cli", "validation/proxy"],
  ["data", "validation/detect-entry"],
  ["server", "world/views-entry"],
  ["cli", "server/options-entry"],
  ["cli", "world/write-fixtures"],
  ["cli", "node/front/default-answer-cache-bytes"],
];

const TABLE_CASES: readonly (VirtualFile & { readonly name: string; readonly behind?: string })[] =
  [
    ...CLEANED_PAIRS.map(([from, behind]) => ({
      name: `${from} importing ${behind}`,
      filePath: `src/${from}/virtual.ts`,
      code: `export * from "../${behind}";\n`,
      behind: `src/${from} reaches behind the entry point of src/${behind.split("/")[0]} (${behind})`,
    })),
    ...NAMED_ENTRIES.map(([from, entry]) => ({
      name: `${from} importing the entry point ${entry}`,
      filePath: `src/${from}/virtual.ts`,
      code: `export * from "../${entry}";\n`,
    })),
  ];

describe("lint keeps each room of src/ behind its entry point", () => {
  let found: string[][] = [];
  beforeAll(async () => {
    found = await lintInWorker("rooms/entry-point-only", [...CASES, ...TABLE_CASES]);
  }, 120_000);

  test.each(
    [...CASES, ...TABLE_CASES].map((item, index) => ({
      ...item,
      index,
      refused: item.behind !== undefined,
    })),
  )("$name: refused $refused", ({ index, behind }) => {
    const messages = found[index] ?? [];
    if (behind === undefined) expect(messages).toEqual([]);
    else
      expect(messages).toEqual([
        expect.stringContaining(`rooms/entry-point-only: ${behind}: import from`),
      ]);
  });
});
