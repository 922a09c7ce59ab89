/**
 * The observed variants of the generated types: for every spec schema a known departure of the
 * real service reaches (directly, or through a `$ref` or `items` that leads to one), a type
 * `Observed<Title>` in which each place an overlay's `x-departure.departsFrom` names accepts the
 * overlay's type too. Derived from the overlays alone, so a new overlay needs no code here.
 */
import { posix } from "node:path";
import { isRecord } from "../src/is-record";
import type { Departure } from "../src/schemas/departure";
import type { SchemaFile } from "../src/schemas/schema-file";

/** What generateTypes adds for the observed profile. */
export interface ObservedTypes {
  /** TypeScript declarations to append to src/generated/types.ts. */
  readonly source: string;
  /** Schema name → its observed type's name, for the schemas a departure reaches. */
  readonly names: ReadonlyMap<string, string>;
}

function titleOf(file: SchemaFile): string {
  return String(file.schema.title);
}

function isNullable(node: Record<string, unknown>): boolean {
  return Array.isArray(node.type) && node.type.includes("null");
}

/**
 * Builds the observed types. `departures` carry their targets as (schema, pointer); an overlay
 * marked `withinSpec` states the shape production sends where the spec accepts anything (its
 * spec type is often `unknown`), so there it replaces the spec's type rather than widen it.
 */
export function observedTypes(
  files: readonly SchemaFile[],
  departures: readonly Departure[],
): ObservedTypes {
  const byName = new Map(files.map((file) => [file.name, file]));
  const overlayTitle = (d: Departure): string => titleOf(byName.get(d.name) as SchemaFile);
  const atPlace = new Map<string, Departure[]>();
  for (const departure of departures) {
    for (const { schema, pointer } of departure.targets) {
      const place = `${schema}#${pointer}`;
      atPlace.set(place, [...(atPlace.get(place) ?? []), departure]);
    }
  }
  const reached = new Set<string>();
  const names = new Map<string, string>();
  const declarations: string[] = [];
  const visited = new Set<string>();

  const observedName = (file: SchemaFile): string | undefined => {
    if (!visited.has(file.name)) {
      visited.add(file.name);
      const expr = exprAt(file, "", file.schema, titleOf(file));
      if (expr !== undefined) {
        const name = `Observed${titleOf(file)}`;
        const applied = departures.filter((d) => d.targets.some((t) => t.schema === file.name));
        const direct = applied.map((d) => d.name).join(", ");
        declarations.push(
          `/**\n * ${file.name} as the real service sends it: the spec's ${titleOf(file)} with ${
            direct === "" ? "the observed types of the schemas it references" : `${direct} applied`
          } (schemas/departures/). Narrow before reading a field whose shapes differ.\n */\n` +
            `export type ${name} = ${expr};\n`,
        );
        names.set(file.name, name);
      }
    }
    return names.get(file.name);
  };

  function exprAt(
    file: SchemaFile,
    pointer: string,
    node: unknown,
    spec: string,
  ): string | undefined {
    if (!isRecord(node)) return undefined;
    const all = atPlace.get(`${file.name}#${pointer}`);
    if (all !== undefined) reached.add(`${file.name}#${pointer}`);
    // A field absent makes its key optional (below); extra fields add no typed field: only
    // overlays of another shape change the type at their place.
    const overlays = all?.filter((d) => d.kind === "shape");
    if (overlays !== undefined && overlays.length > 0) {
      const within = overlays.filter((d) => d.withinSpec).map(overlayTitle);
      const beside = overlays.filter((d) => !d.withinSpec).map(overlayTitle);
      return [...(within.length > 0 ? within : [spec]), ...beside].join(" | ");
    }
    if (typeof node.$ref === "string") {
      const [path = "", fragment = ""] = node.$ref.split("#");
      const name = posix.join(posix.dirname(file.name), path).replace(/\.json$/, "");
      const target = byName.get(name);
      if (target === undefined) throw new Error(`${file.name}${pointer}: $ref ${node.$ref}`);
      if (fragment === "") return observedName(target);
      // A reference into another schema (query fields reuse v1 row columns): no departure is
      // there today; one would need its own observed type, so it fails loudly here.
      // Query parameters are what clients send, not what the service answers: they keep the
      // spec's type even where a row's column departs.
      if (file.name.startsWith("query/")) return undefined;
      const inside = [...atPlace.keys()].filter((place) => place.startsWith(`${name}#${fragment}`));
      if (inside.length > 0) throw new Error(`${file.name}${pointer}: $ref into ${inside}`);
      return undefined;
    }
    if (isRecord(node.items)) {
      const items = `NonNullable<${spec}>[number]`;
      const inner = exprAt(file, `${pointer}/items`, node.items, items);
      return inner === undefined
        ? undefined
        : `Array<${inner}>${isNullable(node) ? " | null" : ""}`;
    }
    if (isRecord(node.properties)) {
      const required = Array.isArray(node.required) ? node.required : [];
      const changed: string[] = [];
      for (const [key, sub] of Object.entries(node.properties)) {
        const field = `${spec}[${JSON.stringify(key)}]`;
        const place = `${pointer}/properties/${key}`;
        const absent = (atPlace.get(`${file.name}#${place}`) ?? []).some(
          (d) => d.kind === "absent",
        );
        const expr = exprAt(file, place, sub, field) ?? (absent ? field : undefined);
        if (expr === undefined) continue;
        const optional = required.includes(key) && !absent ? "" : "?";
        changed.push(`${JSON.stringify(key)}${optional}: ${expr};`);
      }
      if (changed.length === 0) return undefined;
      const keys = changed.map((line) => line.slice(0, line.search(/\??: /))).join(" | ");
      const base = pointer === "" ? spec : `NonNullable<${spec}>`;
      return `Omit<${base}, ${keys}> & { ${changed.join(" ")} }`;
    }
    return undefined;
  }

  for (const file of files) if (!file.name.startsWith("departures/")) observedName(file);
  const missed = [...atPlace.keys()].filter((place) => !reached.has(place));
  if (missed.length > 0) throw new Error(`departsFrom places no observed type reaches: ${missed}`);
  declarations.sort();
  return { source: declarations.join("\n"), names };
}
