import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { installPackedApp, ROOT, type PackedApp } from "./helpers/packed-app";

// docs/msw.md's "In Node tests" shows the same MSW tests under jest, vitest and node:test. Its
// blocks, copied word for word (each block's first line names its file), run here in a fresh
// project that installed the packed package and msw. The test runner comes from this
// repository's node_modules, linked into the project's as `npm install --save-dev` would put it;
// vitest (not a dependency of this repository) is installed into the project.
jest.setTimeout(240_000);

/** docs/msw.md's code blocks, by the file their first line names ("// jest.config.js"). */
function docBlocks(): Map<string, string> {
  const text = readFileSync(join(ROOT, "docs", "msw.md"), "utf8");
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/```(?:ts|js)\n(\/\/ ([^\n]+)\n[\s\S]*?)```/g)) {
    blocks.set(match[2] ?? "", match[1] ?? "");
  }
  return blocks;
}

/** A block of the page, which must be there. */
function block(title: string): string {
  const code = docBlocks().get(title);
  if (code === undefined) throw new Error(`docs/msw.md has no block headed "// ${title}"`);
  return code;
}

let packed: PackedApp | undefined;
let app = "";

/** Links a package of this repository's node_modules into the project's, unless it is there. */
function link(name: string): void {
  const target = join(app, "node_modules", name);
  if (existsSync(target)) return;
  mkdirSync(join(target, ".."), { recursive: true });
  symlinkSync(join(ROOT, "node_modules", name), target, "dir");
}

/** A folder of the project holding `files`. */
function folder(name: string, files: Record<string, string>): string {
  const dir = join(app, name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

/** jest run in `dir` with the given extra arguments: exit code and what it printed. */
function runJest(dir: string, ...args: string[]): { status: number | null; output: string } {
  const bin = join(app, "node_modules", "jest", "bin", "jest.js");
  const cache = join(dir, ".jest-cache");
  const result = packed!.run(
    process.execPath,
    [bin, "--ci", "--cacheDirectory", cache, ...args],
    dir,
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

// A frontend project's tsconfig: the DOM's fetch types (Response.json() is any there), and a
// module resolution that reads package.json "exports" (occurrence-contract/msw is a subpath).
const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    target: "es2022",
    module: "nodenext",
    moduleResolution: "nodenext",
    lib: ["es2022", "dom"],
    isolatedModules: true,
  },
});

beforeAll(() => {
  packed = installPackedApp();
  app = packed.app;
  packed.install("msw@2.15.0");
  for (const name of ["jest", "@jest/globals", "ts-jest", "typescript", "@types/node"]) link(name);
});

afterAll(() => {
  packed?.remove();
});

test("the page shows a jest config, and a test each for jest, vitest and node:test", () => {
  expect([...docBlocks().keys()]).toEqual(
    expect.arrayContaining([
      "jest.config.js",
      "occurrences.test.ts (jest)",
      "occurrences.test.ts (vitest)",
      "occurrences.test.mjs (node --test)",
    ]),
  );
});

test("jest 30 with the package's preset runs the jest example (both tests pass)", () => {
  const dir = folder("jest-project", {
    "jest.config.js": block("jest.config.js"),
    "occurrences.test.ts": block("occurrences.test.ts (jest)"),
    "tsconfig.json": TSCONFIG,
  });
  const result = runJest(dir);
  expect(result.output).toMatch(/Tests:\s+2 passed, 2 total/);
  expect(result.status).toBe(0);
});

test("without the preset, the same jest example fails as users saw it (ES module in rettime)", () => {
  const config = block("jest.config.js").replace(/^\s*preset: "occurrence-contract",\n/m, "");
  expect(config).not.toContain("preset");
  const dir = folder("jest-without-preset", {
    "jest.config.js": config,
    "occurrences.test.ts": block("occurrences.test.ts (jest)"),
    "tsconfig.json": TSCONFIG,
  });
  const result = runJest(dir);
  expect(result.status).not.toBe(0);
  expect(result.output).toMatch(/rettime|ES Module|Cannot use import statement/);
});

test("vitest 3 runs the vitest example (both tests pass)", () => {
  // vitest 3.2 is the last line that runs on Node 20 (4 and later need Node 22); installed into
  // the project as a user would, from npm's cache when it holds it.
  packed!.install("vitest@3.2.7");
  const dir = folder("vitest-project", {
    "occurrences.test.ts": block("occurrences.test.ts (vitest)"),
  });
  const bin = join(app, "node_modules", "vitest", "vitest.mjs");
  const result = packed!.run(process.execPath, [bin, "run", "--root", dir], dir);
  // vitest colours its summary when it thinks a terminal or CI reads it: the words without.
  // eslint-disable-next-line no-control-regex
  const output = (result.stdout + result.stderr).replace(/\x1b\[[0-9;]*m/g, "");
  expect(output).toMatch(/Tests\s+2 passed \(2\)/);
  expect(result.status).toBe(0);
});

test("node --test runs the node:test example (both tests pass)", () => {
  const dir = folder("node-test-project", {
    "occurrences.test.mjs": block("occurrences.test.mjs (node --test)"),
  });
  const result = packed!.run(process.execPath, ["--test", "occurrences.test.mjs"], dir);
  expect(result.stdout).toMatch(/^# pass 2$/m);
  expect(result.stdout).toMatch(/^# fail 0$/m);
  expect(result.status).toBe(0);
});
