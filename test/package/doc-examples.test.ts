import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as rootEntry from "../../src";
import * as mswEntry from "../../src/msw";

// What README.md and docs/*.md show in code must be what the package gives: every name a code
// block imports from "occurrence-contract" (or /msw) is exported there, and a test file that
// calls test, expect or the hooks imports them (vitest has no globals by default).

const ROOT = join(__dirname, "..", "..");
const PAGES = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const TYPES = readFileSync(join(ROOT, "src", "generated", "types.ts"), "utf8");
const INDEX = readFileSync(join(ROOT, "src", "index.ts"), "utf8");
const ENTRIES: Readonly<Record<string, object>> = {
  "occurrence-contract": rootEntry,
  "occurrence-contract/msw": mswEntry,
};

/** The code blocks of a page in JavaScript or TypeScript, with the page named. */
function codeBlocks(page: string): { page: string; code: string }[] {
  const text = readFileSync(join(ROOT, page), "utf8");
  return [...text.matchAll(/```(?:ts|js|mjs|cjs|tsx|typescript|javascript)\n([\s\S]*?)```/g)].map(
    (match) => ({ page, code: match[1] ?? "" }),
  );
}

/** The names a block takes from the package: [entry, name, whether only as a type]. */
function importedNames(code: string): [string, string, boolean][] {
  const names: [string, string, boolean][] = [];
  const forms = [
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+"(occurrence-contract(?:\/msw)?)"/g,
    /const\s+\{([^}]*)\}\s*=\s*require\("(occurrence-contract(?:\/msw)?)"\)/g,
  ];
  for (const match of code.matchAll(forms[0]!)) {
    for (const part of (match[2] ?? "")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const typeOnly = match[1] !== undefined || part.startsWith("type ");
      names.push([match[3] ?? "", part.replace(/^type\s+/, "").split(/\s+as\s+/)[0]!, typeOnly]);
    }
  }
  for (const match of code.matchAll(forms[1]!)) {
    for (const part of (match[1] ?? "")
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      names.push([match[2] ?? "", part.split(":")[0]!.trim(), false]);
    }
  }
  return names;
}

const BLOCKS = PAGES.flatMap(codeBlocks);
const IMPORTS = BLOCKS.flatMap(({ page, code }) =>
  importedNames(code).map(([entry, name, typeOnly]) => [page, entry, name, typeOnly] as const),
);

describe("code in README.md and docs/ uses only what the package exports", () => {
  test("the pages hold code that imports from the package (the reader still finds it)", () => {
    expect(IMPORTS.length).toBeGreaterThanOrEqual(5);
  });

  test.each(IMPORTS.filter(([, , , typeOnly]) => !typeOnly))(
    "%s: %s exports the value %s",
    (_page, entry, name) => {
      expect(Object.keys(ENTRIES[entry] ?? {})).toContain(name);
    },
  );

  test.each(IMPORTS.filter(([, , , typeOnly]) => typeOnly))(
    "%s: %s exports the type %s",
    (_page, entry, name) => {
      const declared = new RegExp(`export (type|interface) ${name}\\b`).test(TYPES);
      const named = new RegExp(`\\btype ${name}\\b`).test(INDEX);
      expect({ entry, exported: entry === "occurrence-contract" && (declared || named) }).toEqual({
        entry: "occurrence-contract",
        exported: true,
      });
    },
  );
});

const TEST_GLOBALS = [
  "test",
  "it",
  "describe",
  "expect",
  "beforeAll",
  "afterAll",
  "beforeEach",
  "before",
  "after",
];

describe("a test file shown in the docs imports what it calls", () => {
  const tests = BLOCKS.filter(({ code }) => /^(test|it|describe)\(/m.test(code));
  test.each(tests.map(({ page, code }) => [page, code] as const))(
    "%s: a test block imports test, expect and the hooks it calls",
    (_page, code) => {
      const imported = /import\s*\{([^}]*)\}\s*from\s*"(vitest|@jest\/globals|node:test)"/.exec(
        code,
      )?.[1];
      const names = (imported ?? "").split(",").map((name) => name.trim());
      const called = TEST_GLOBALS.filter((name) => new RegExp(`(^|\\W)${name}\\(`).test(code));
      expect(called.filter((name) => !names.includes(name))).toEqual([]);
    },
  );

  test("there is such a block (the MSW page's test)", () => {
    expect(tests.length).toBeGreaterThanOrEqual(1);
  });
});

describe("the README's first steps hold on any machine", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const engines = (
    JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }
  ).engines.node;

  test("it names the Node version package.json's engines ask, and no npm Node 20 lacks", () => {
    expect(readme).toContain(`Node ${engines.replace(/^>=/, "")} or later`);
    expect(readme).not.toMatch(/npm (1[1-9]|[2-9]\d) (or later|required)/i);
  });

  test("opening a page is shown for Linux too, not only with macOS's open", () => {
    for (const line of readme.split("\n").filter((l) => /`open URL`/.test(l))) {
      expect(line).toContain("xdg-open");
    }
  });
});
