import { join } from "node:path";
import { importCycles, importGraph, moduleSpecifiers } from "./import-graph";

const ROOT = join(__dirname, "..", "..");

describe("no import circle in the repository (ARCHITECTURE.md, The floors)", () => {
  test("src, generators, bench and test import each other in no circle, type-only imports included", () => {
    const graph = importGraph(ROOT, ["src", "generators", "bench", "test"]);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  }, 60_000);
});

describe("moduleSpecifiers: every way a file names another", () => {
  test("import, import type, export from, export type from, require, import() and import types", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c";',
      'export type { D } from "./d";',
      'export * from "./e";',
      'import f = require("./f");',
      'const g = require("./g") as typeof import("./h");',
      'const i = import("./i");',
      'type J = import("./j").J;',
      'import "./k";',
    ].join("\n");
    expect(moduleSpecifiers("x.ts", text).sort()).toEqual(
      ["./a", "./b", "./c", "./d", "./e", "./f", "./g", "./h", "./i", "./j", "./k"].sort(),
    );
  });
});

describe("importCycles", () => {
  test("a graph without a circle -> none", () => {
    const graph = new Map([
      ["a.ts", ["b.ts", "c.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", []],
    ]);
    expect(importCycles(graph)).toEqual([]);
  });
  test("a circle of three beside a tree -> that circle, named file by file", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
    ]);
    expect(importCycles(graph)).toEqual(["a.ts -> b.ts -> c.ts -> a.ts"]);
  });
  test("two separate circles and a file importing itself -> each said once", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts"]],
      ["c.ts", ["d.ts"]],
      ["d.ts", ["c.ts"]],
      ["e.ts", ["e.ts"]],
    ]);
    expect(importCycles(graph)).toEqual([
      "a.ts -> b.ts -> a.ts",
      "c.ts -> d.ts -> c.ts",
      "e.ts -> e.ts",
    ]);
  });
});
