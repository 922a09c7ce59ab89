import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// scripts/dist-is-fresh.js decides whether `npm pack`'s prepack builds and whether the bin of
// a checkout runs dist/ or the sources; a wrong answer means a silent 40 s rebuild, or stale code.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { distIsFresh } = require("../../scripts/dist-is-fresh.js") as {
  distIsFresh: (root: string) => boolean;
};

let root = "";
const at = (path: string, seconds: number): void => utimesSync(join(root, path), seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "oc-fresh-"));
  mkdirSync(join(root, "src", "cli"), { recursive: true });
  mkdirSync(join(root, "dist", "cli"), { recursive: true });
  for (const file of ["src/cli/main.ts", "src/a.ts", "tsconfig.json", "tsconfig.build.json"]) {
    writeFileSync(join(root, file), "");
    at(file, 1000);
  }
  for (const folder of ["src", "src/cli"]) at(folder, 1000);
  writeFileSync(join(root, "dist", "cli", "main.js"), "");
  at("dist/cli/main.js", 2000);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("distIsFresh", () => {
  test("dist built after every source and tsconfig -> fresh", () => {
    expect(distIsFresh(root)).toBe(true);
  });

  test.each([
    ["a source edited after the build", "src/a.ts"],
    ["a source in a subfolder edited after the build", "src/cli/main.ts"],
    ["tsconfig.build.json edited after the build", "tsconfig.build.json"],
  ])("%s -> stale", (_rule, file) => {
    at(file, 3000);
    expect(distIsFresh(root)).toBe(false);
  });

  test("a source deleted after the build (its folder's time moves) -> stale", () => {
    unlinkSync(join(root, "src", "a.ts"));
    expect(distIsFresh(root)).toBe(false);
  });

  test("no dist/cli/main.js -> stale", () => {
    unlinkSync(join(root, "dist", "cli", "main.js"));
    expect(distIsFresh(root)).toBe(false);
  });
});
