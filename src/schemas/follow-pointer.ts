import { isRecord } from "../is-record";

/**
 * The node a JSON pointer (`/properties/take`, already percent-decoded; `` for the root) names
 * in a document, or undefined when a step is missing. `~1` and `~0` are unescaped; arrays are
 * indexed by number. Only a node's own properties are steps: `constructor`, `__proto__` or
 * `toString` name nothing in a schema (a pointer never walks the prototype chain).
 */
export function followPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of pointer.split("/").slice(1)) {
    const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
    node =
      (isRecord(node) || Array.isArray(node)) && Object.hasOwn(node, key)
        ? (node as Record<string, unknown>)[key]
        : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}
