import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

/**
 * Each file of a folder tree (paths relative to `root`, `/`-separated) and the files it imports.
 */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The TypeScript files under `dir`, recursively, declaration files left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/**
 * Every module a file names: import and export declarations (`import type` and `export type`
 * included), `import x = require(...)`, `require("...")` and `import("...")` calls, and
 * `import("...")` types (`typeof import("./x")`).
 */
export function moduleSpecifiers(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = node.arguments[0];
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === "require");
      if (loads && first !== undefined && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The file a relative specifier names, as Node resolves it for TypeScript sources (`./x` is
 * `./x.ts` or `./x/index.ts`), among `files`; undefined for anything else (JSON, JavaScript).
 */
function resolveIn(
  files: ReadonlySet<string>,
  from: string,
  specifier: string,
): string | undefined {
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, "index.ts")].find((path) => files.has(path));
}

/**
 * The import graph of the TypeScript files under `root`'s `folders`: an edge for every relative
 * module a file names that is a TypeScript file of those folders (packages and JSON are not
 * edges).
 */
export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>();
  const files = new Set(folders.flatMap((folder) => sourceFiles(join(root, folder))));
  for (const path of files) {
    const targets = new Set<string>();
    for (const specifier of moduleSpecifiers(path, readFileSync(path, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const resolved = resolveIn(files, path, specifier);
      if (resolved !== undefined) targets.add(relative(root, resolved).split("\\").join("/"));
    }
    graph.set(relative(root, path).split("\\").join("/"), [...targets].sort());
  }
  return graph;
}

/**
 * The import circles of a graph: each strongly connected set of two or more files (or a file
 * that imports itself), said as one circle through it, `a.ts -> b.ts -> a.ts`. Empty: no circle.
 */
export function importCycles(graph: ImportGraph): string[] {
  // Tarjan's strongly connected components, iterative (a deep chain must not overflow the stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) {
        low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components.map((component) => circleThrough(graph, component)).sort();
}

/** One circle through the first file of a strongly connected set, by the shortest way back. */
function circleThrough(graph: ImportGraph, component: readonly string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let step = node; step !== start; step = cameFrom.get(step) ?? start) {
          path.splice(1, 0, step);
        }
        return [...path, start].join(" -> ");
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return component.join(" -> ");
}
