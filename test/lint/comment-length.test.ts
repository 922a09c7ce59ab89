import { lintInWorker } from "./lint-in-worker";

/**
 * Prettier wraps code at 100 columns but never a comment: the lint config holds comments to 100
 * columns (max-len), and no limit on code, which Prettier owns. Each case is a file of one line.
 */
const FILE = "src/virtual.ts";

/** A line comment of `length` characters in all. */
const lineComment = (length: number): string => `// ${"x".repeat(length - 3)}`;

const CASES: readonly (readonly [name: string, line: string, flagged?: number])[] = [
  ["a line comment of 100 characters", lineComment(100)],
  ["a line comment of 101 characters", lineComment(101), 101],
  // max-len counts a line with code as code, its trailing comment included: not held.
  ["a comment after code, the line 101 long", `const a = 1; ${lineComment(88)}`],
  ["a line of a block comment, 101 long", ` * ${"x".repeat(98)}`, 101],
  ["a line of code of 150 characters", `export const text = "${"x".repeat(126)}";`],
  ["a long URL in a comment", `// see https://example.org/${"a".repeat(120)}`],
  [
    "a long eslint directive",
    `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ${"x".repeat(60)}`,
  ],
];

describe("comments are held to 100 columns, code is not (eslint.config.mjs, max-len)", () => {
  let found: string[][] = [];
  beforeAll(async () => {
    found = await lintInWorker(
      "max-len",
      CASES.map(([, line]) => ({
        filePath: FILE,
        code: line.startsWith(" *") ? `/**\n${line}\n */\nexport {};\n` : `${line}\nexport {};\n`,
      })),
    );
  }, 30_000);

  test.each(CASES.map((entry, index) => [entry[0], index, entry[2]] as const))(
    "%s",
    (_name, index, flagged) => {
      expect(found[index]).toEqual(
        flagged === undefined
          ? []
          : [`max-len: This line has a comment length of ${flagged}. Maximum allowed is 100.`],
      );
    },
  );
});
