import { isRecord } from "../is-record";
import {
  followPointer,
  registeredSchema,
  SCHEMA_ID_BASE,
  type JsonSchemaObject,
  isFakerPath,
  OVERLAY_LIMITS,
} from "../schemas";
import type { FakeContext } from "./fake-context";
import { randomUuid } from "./random-uuid";

/** Values for some properties of an object, used instead of generating them. */
export type FakeOverrides = { readonly [key: string]: unknown };

/**
 * A compiled generator: one value of its schema per call (overrides apply to an object's own
 * properties).
 */
export type FakeGenerator = (ctx: FakeContext, overrides?: FakeOverrides) => unknown;

/** Chance that a nullable value (`type: [..., "null"]`) comes out null. */
const NULL_PROBABILITY = 0.5;
/** Chance that an optional property is present. */
const OPTIONAL_PROBABILITY = 0.5;
/** Spread of numbers whose schema gives no bound on one side. */
const DEFAULT_NUMBER_SPAN = 1000;
/** Arrays without maxItems get up to this many items more than minItems. */
const DEFAULT_EXTRA_ITEMS = 2;

/**
 * Where a schema node sits: the base URI its relative references resolve against, and its document.
 */
interface Scope {
  readonly base: string;
  readonly root: unknown;
}

const compiled = new WeakMap<object, FakeGenerator>();

function numberOr(value: unknown, fallback: number | undefined): number | undefined {
  return typeof value === "number" ? value : fallback;
}

/** The node a pointer names in a schema document; a missing one is a schema mistake. */
function nodeAt(root: unknown, pointer: string, where: string): unknown {
  const node = followPointer(root, pointer);
  if (node === undefined) throw new Error(`${where}: no schema at pointer "${pointer}"`);
  return node;
}

/** Resolves a reference (a `$ref` or an `x-mock-schema`) against the Ajv registry. */
function resolve(ref: string, scope: Scope, where: string): { node: unknown; scope: Scope } {
  const url = new URL(ref, scope.base);
  const pointer = decodeURIComponent(url.hash.slice(1));
  url.hash = "";
  const local = ref.startsWith("#");
  const root = local ? scope.root : registeredSchema(url.href);
  if (root === undefined) throw new Error(`${where}: cannot resolve "${ref}" from ${scope.base}`);
  const next = local ? scope : { base: url.href, root };
  return { node: nodeAt(root, pointer, where), scope: next };
}

/** Compiles a reference on first use, so recursive schemas compile too. */
function compileRef(ref: string, scope: Scope, where: string): FakeGenerator {
  let target: FakeGenerator | undefined;
  return (ctx, overrides) => {
    if (target === undefined) {
      const found = resolve(ref, scope, where);
      target = compileNode(found.node, found.scope, `${where}->${ref}`);
    }
    return target(ctx, overrides);
  };
}

/**
 * A faker method named by `x-faker` (a path of fakerPaths: `module.method`, read by own
 * properties, never through a prototype), called with its `args`; a value longer than
 * OVERLAY_LIMITS.fakerChars (as JSON) is refused rather than served.
 */
function compileFakerCall(spec: unknown, where: string): FakeGenerator {
  const fn = typeof spec === "string" ? spec : isRecord(spec) ? String(spec.fn) : "";
  const args = isRecord(spec) && Array.isArray(spec.args) ? spec.args : [];
  if (!isFakerPath(fn)) throw new Error(`${where}: x-faker "${fn}" is not a faker method`);
  const [name = "", method = ""] = fn.split(".");
  return (ctx) => {
    const modules = ctx.faker as unknown as Record<string, unknown>;
    const owner = Object.hasOwn(modules, name) ? modules[name] : undefined;
    const target = isRecord(owner) && Object.hasOwn(owner, method) ? owner[method] : undefined;
    if (typeof target !== "function")
      throw new Error(`${where}: x-faker "${fn}" is not a faker method`);
    const value: unknown = Reflect.apply(target, owner, args);
    const size = typeof value === "string" ? value.length : (JSON.stringify(value) ?? "").length;
    if (size > OVERLAY_LIMITS.fakerChars) {
      throw new Error(
        `${where}: x-faker "${fn}" gave a value of ${size} characters, past the cap of ${OVERLAY_LIMITS.fakerChars}`,
      );
    }
    return value;
  };
}

function randomInstant(ctx: FakeContext): number {
  const { start, end } = ctx.dateRange;
  return start + ctx.random.below(Math.floor((end - start) / 60_000) + 1) * 60_000;
}

function compileString(node: JsonSchemaObject, where: string): FakeGenerator {
  switch (node.format) {
    case "uuid":
      return (ctx) => randomUuid(ctx.random);
    case "date-time":
      return (ctx) => new Date(randomInstant(ctx)).toISOString();
    case "date":
      return (ctx) => new Date(randomInstant(ctx)).toISOString().slice(0, 10);
    case undefined:
      break;
    default:
      return () => {
        throw new Error(`${where}: cannot fake format ${String(node.format)}; add an x-faker`);
      };
  }
  const examples = Array.isArray(node.examples)
    ? node.examples.filter((e): e is string => typeof e === "string")
    : [];
  // A pattern is faked from the examples the schema gives, when it gives some.
  if (node.pattern !== undefined && examples.length > 0) return (ctx) => ctx.random.pick(examples);
  if (node.pattern !== undefined) {
    return () => {
      throw new Error(`${where}: cannot fake a pattern; add an x-faker`);
    };
  }
  const min = numberOr(node.minLength, 0) ?? 0;
  const max = numberOr(node.maxLength, Infinity) ?? Infinity;
  return (ctx) => {
    let text = ctx.faker.lorem.word();
    while (text.length < min) text += ` ${ctx.faker.lorem.word()}`;
    return text.slice(0, max);
  };
}

function compileNumber(node: JsonSchemaObject, integer: boolean): FakeGenerator {
  const step = integer ? 1 : 0.01;
  const exclusiveMin = numberOr(node.exclusiveMinimum, undefined);
  const exclusiveMax = numberOr(node.exclusiveMaximum, undefined);
  let min = numberOr(node.minimum, exclusiveMin === undefined ? undefined : exclusiveMin + step);
  let max = numberOr(node.maximum, exclusiveMax === undefined ? undefined : exclusiveMax - step);
  min ??= max === undefined ? 0 : max - DEFAULT_NUMBER_SPAN;
  max ??= min + DEFAULT_NUMBER_SPAN;
  const low = integer ? Math.ceil(min) : min;
  const high = integer ? Math.floor(max) : max;
  if (integer) return (ctx) => ctx.random.between(low, high);
  return (ctx) => Math.min(high, Math.round((low + ctx.random.next() * (high - low)) * 100) / 100);
}

function compileArray(node: JsonSchemaObject, scope: Scope, where: string): FakeGenerator {
  if (Array.isArray(node.items)) throw new Error(`${where}: tuple items are not supported`);
  const item =
    node.items === undefined ? () => null : compileNode(node.items, scope, `${where}/items`);
  const min = numberOr(node.minItems, 0) ?? 0;
  const max = numberOr(node.maxItems, min + DEFAULT_EXTRA_ITEMS) ?? min;
  return (ctx) => {
    const length = ctx.random.between(min, max);
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) out.push(item(ctx));
    return out;
  };
}

interface Field {
  readonly key: string;
  readonly required: boolean;
  readonly generate: FakeGenerator;
}

function compileObject(node: JsonSchemaObject, scope: Scope, where: string): FakeGenerator {
  const properties = isRecord(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  const fields: Field[] = Object.entries(properties)
    .filter(([, schema]) => schema !== false)
    .map(([key, schema]) => ({
      key,
      required: required.has(key),
      generate: compileNode(schema, scope, `${where}/properties/${key}`),
    }));
  for (const key of required) {
    if (!(key in properties)) fields.push({ key, required: true, generate: () => null });
  }
  const known = new Set(fields.map((field) => field.key));
  return (ctx, overrides) => {
    const out: Record<string, unknown> = {};
    let used = 0;
    for (const field of fields) {
      const given = overrides === undefined ? undefined : overrides[field.key];
      if (given !== undefined) {
        out[field.key] = given;
        used++;
      } else if (field.required || ctx.random.next() < OPTIONAL_PROBABILITY) {
        out[field.key] = field.generate(ctx);
      }
    }
    // Counting is cheaper than checking each key; look closer only when the counts differ.
    if (overrides !== undefined && used !== Object.keys(overrides).length) {
      const unknown = Object.keys(overrides).find((key) => !known.has(key));
      if (unknown !== undefined)
        throw new Error(`${where}: override "${unknown}" is not a property`);
    }
    return out;
  };
}

function typesOf(node: JsonSchemaObject): string[] {
  if (typeof node.type === "string") return [node.type];
  if (Array.isArray(node.type)) return node.type.map(String);
  if (node.properties !== undefined) return ["object"];
  if (node.items !== undefined) return ["array"];
  return [];
}

function compileType(type: string, node: JsonSchemaObject, scope: Scope, where: string) {
  switch (type) {
    case "string":
      return compileString(node, where);
    case "integer":
    case "number":
      return compileNumber(node, type === "integer");
    case "boolean":
      return (ctx: FakeContext) => ctx.random.next() < 0.5;
    case "array":
      return compileArray(node, scope, where);
    case "object":
      return compileObject(node, scope, where);
    default:
      throw new Error(`${where}: cannot fake type ${type}`);
  }
}

function compileSchemaObject(node: JsonSchemaObject, outer: Scope, where: string): FakeGenerator {
  const scope =
    typeof node.$id === "string" ? { base: new URL(node.$id, outer.base).href, root: node } : outer;
  if (node["x-faker"] !== undefined) return compileFakerCall(node["x-faker"], where);
  if (typeof node.$ref === "string") return compileRef(node.$ref, scope, where);
  if ("const" in node) {
    const value = node.const;
    return () => value;
  }
  if (Array.isArray(node.enum)) {
    const values: readonly unknown[] = node.enum;
    return (ctx) => ctx.random.pick(values);
  }
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) {
    const options = branches.map((b, i) => compileNode(b, scope, `${where}/anyOf/${i}`));
    return (ctx, overrides) => ctx.random.pick(options)(ctx, overrides);
  }
  const types = typesOf(node);
  const first = types.find((type) => type !== "null");
  const mock = node["x-mock-schema"];
  // An unspecified shape is produced as the schema its x-mock-schema names.
  const value: FakeGenerator =
    typeof mock === "string" && (first === undefined || first === "object")
      ? compileRef(mock, scope, `${where}/x-mock-schema`)
      : first === undefined
        ? () => null
        : compileType(first, node, scope, where);
  if (!types.includes("null")) return value;
  return (ctx, overrides) =>
    overrides === undefined && ctx.random.next() < NULL_PROBABILITY ? null : value(ctx, overrides);
}

function compileNode(node: unknown, scope: Scope, where: string): FakeGenerator {
  if (node === true) return () => null;
  if (!isRecord(node)) throw new Error(`${where}: not a schema that admits a value`);
  let generator = compiled.get(node);
  if (generator === undefined) {
    generator = compileSchemaObject(node, scope, where);
    compiled.set(node, generator);
  }
  return generator;
}

/**
 * Compiles a JSON Schema into a generator of fake values, once (cached per schema object). Handles
 * `$ref` (resolved through the Ajv registry, relative to the current `$id`), `x-faker` (a faker
 * method path of fakerPaths, or {fn, args}), `const`, `enum`, `anyOf`/`oneOf`, type unions with
 * `null`, formats uuid, date-time and date, numeric bounds, string lengths, a pattern by its
 * `examples`, arrays, objects (required properties always, optional ones half the time) and
 * `x-mock-schema` (for shapes the spec leaves open: the schema, relative to the current one, of
 * what the mock produces). Overrides replace an object's generated properties; a key the schema
 * lacks is an error.
 */
export function compileFake(schema: unknown, baseId: string = SCHEMA_ID_BASE): FakeGenerator {
  const base = isRecord(schema) && typeof schema.$id === "string" ? schema.$id : baseId;
  return compileNode(schema, { base, root: schema }, `${base}#`);
}
