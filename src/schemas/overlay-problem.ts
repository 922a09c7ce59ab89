import { SCHEMA_FILES } from "../generated/schema-files";
import { isRecord } from "../is-record";
import { isDepartureName } from "./departure";
import { isFakerPath } from "./faker-paths";
import { followPointer } from "./follow-pointer";
import { MAX_PATTERN_LENGTH, patternProblem } from "./pattern-problem";
import { SCHEMA_ID_BASE } from "./schema-file";

/**
 * The caps on what an overlay of a profile folder may state (docs/security-and-limits.md,
 * "Profile folders"): past them validating or faking a value could hang or exhaust a process.
 */
export const OVERLAY_LIMITS = {
  /**
   * Values of an `enum` (Ajv checks an enum's values are unique in quadratic time), or of
   * `examples`.
   */
  enumValues: 1_000,
  /** `minLength` and `maxLength`. */
  length: 10_000,
  /** `minItems`, `maxItems`, `minProperties` and `maxProperties`. */
  count: 1_000,
  /** `min` and `max` of `x-decimals`. */
  decimals: 100,
  /** Any number among an `x-faker`'s `args`, in absolute value. */
  fakerNumber: 1_000,
  /** An `x-faker`'s `args` written as JSON, in characters; also the longest value it may fake. */
  fakerChars: 10_000,
  /**
   * `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, in absolute value.
   */
  bound: Number.MAX_SAFE_INTEGER,
  /** A pattern's length (`pattern`, each `patternProperties` key). */
  patternLength: MAX_PATTERN_LENGTH,
  /** Largest value the mock could fake from the overlay, in characters of JSON (estimated). */
  fakeChars: 1_000_000,
  /** Schema nodes the overlay expands to, following its `$ref`s. */
  nodes: 10_000,
} as const;

/** Why an overlay is refused: the keyword, its place in the file, and the problem. */
export interface OverlayProblem {
  /** The keyword refused: `pattern`, `enum`, `$ref`, `x-faker`, `departsFrom`… */
  readonly keyword: string;
  /** JSON pointer of the keyword's value in the overlay file: `#/properties/street/pattern`. */
  readonly place: string;
  /** What is wrong, in words. */
  readonly problem: string;
}

/** The one line a refused overlay is reported as (after its file's name). */
export function describeOverlayProblem({ keyword, place, problem }: OverlayProblem): string {
  return `${keyword} at ${place}: ${problem}`;
}

/** Schemas keywords whose value is a schema, an array of schemas, or an object of schemas. */
const ONE_SCHEMA = [
  "additionalProperties",
  "additionalItems",
  "contains",
  "propertyNames",
  "if",
  "then",
  "else",
  "not",
] as const;
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf"] as const;
const SCHEMA_MAPS = [
  "properties",
  "patternProperties",
  "definitions",
  "$defs",
  "dependencies",
] as const;
const LENGTHS = ["minLength", "maxLength"] as const;
const COUNTS = ["minItems", "maxItems", "minProperties", "maxProperties"] as const;
const BOUNDS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"];
/** Size guessed for a value of a spec schema an overlay refers to (the world's own values). */
const SPEC_VALUE_CHARS = 10_000;
/** Size guessed for a scalar the mock fakes without a length (a word, a number). */
const SCALAR_CHARS = 32;

const SPEC_NAMES = new Set(
  SCHEMA_FILES.map((file) => file.name).filter((name) => !isDepartureName(name)),
);

class Refusal extends Error {
  constructor(readonly found: OverlayProblem) {
    super(found.problem);
  }
}

function refuse(keyword: string, place: string, problem: string): never {
  throw new Refusal({ keyword, place, problem });
}

const escapeToken = (key: string): string => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** A place of a spec schema (`v2/occurrence#/properties/address`) that names a schema node. */
function isSpecPlace(place: unknown): boolean {
  if (typeof place !== "string") return false;
  const [name = "", pointer = ""] = place.split("#");
  if (!SPEC_NAMES.has(name)) return false;
  const file = SCHEMA_FILES.find((f) => f.name === name);
  const node = followPointer(file?.schema, pointer);
  return isRecord(node);
}

function checkDeparture(overlay: Record<string, unknown>): void {
  const note = overlay["x-departure"];
  if (!isRecord(note)) refuse("x-departure", "#", "missing: an overlay states x-departure");
  const from = note.departsFrom;
  const places = Array.isArray(from) ? from : [from];
  places.forEach((place, i) => {
    if (isSpecPlace(place)) return;
    const at = Array.isArray(from) ? `#/x-departure/departsFrom/${i}` : "#/x-departure/departsFrom";
    refuse("departsFrom", at, `${String(place)} names no place of the spec's schemas`);
  });
}

function checkNumbers(value: unknown, place: string): void {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Math.abs(value) > OVERLAY_LIMITS.fakerNumber) {
      refuse(
        "x-faker",
        place,
        `argument ${value} is past the cap of ${OVERLAY_LIMITS.fakerNumber}`,
      );
    }
  } else if (Array.isArray(value)) {
    if (value.length > OVERLAY_LIMITS.enumValues) {
      refuse(
        "x-faker",
        place,
        `an argument of ${value.length} items, past the cap of ${OVERLAY_LIMITS.enumValues}`,
      );
    }
    value.forEach((item, i) => checkNumbers(item, `${place}/${i}`));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value))
      checkNumbers(item, `${place}/${escapeToken(key)}`);
  }
}

function checkFaker(spec: unknown, place: string): void {
  const fn = isRecord(spec) ? spec.fn : spec;
  if (typeof fn !== "string" || !isFakerPath(fn)) {
    refuse(
      "x-faker",
      place,
      `${JSON.stringify(fn)?.slice(0, 80)} is not a faker method the kit allows (module.method of faker, e.g. animal.petName)`,
    );
  }
  const args = isRecord(spec) ? spec.args : undefined;
  if (args === undefined) return;
  const text = JSON.stringify(args) ?? "";
  if (text.length > OVERLAY_LIMITS.fakerChars) {
    refuse(
      "x-faker",
      `${place}/args`,
      `args of ${text.length} characters, past the cap of ${OVERLAY_LIMITS.fakerChars}`,
    );
  }
  checkNumbers(args, `${place}/args`);
}

function checkCap(
  node: Record<string, unknown>,
  keys: readonly string[],
  cap: number,
  at: string,
): void {
  for (const key of keys) {
    const value = node[key];
    if (typeof value === "number" && !(Math.abs(value) <= cap)) {
      refuse(key, `${at}/${key}`, `${value} is past the cap of ${cap}`);
    }
  }
}

/** The walk of one overlay: every node checked, `$ref`s followed, the fake's size estimated. */
class OverlayWalk {
  private nodes = 0;
  private readonly base: string;

  constructor(private readonly root: Record<string, unknown>) {
    const id = root.$id;
    this.base = typeof id === "string" ? id : `${SCHEMA_ID_BASE}departures/overlay.json`;
  }

  /** Checks a reference (`$ref` or `x-mock-schema`) and returns the size of what it names. */
  private reference(keyword: string, ref: unknown, at: string, stack: readonly object[]): number {
    const place = `${at}/${keyword}`;
    if (typeof ref !== "string") refuse(keyword, place, "not a string");
    if (ref.startsWith("#")) {
      const target = followPointer(this.root, decodeURIComponent(ref.slice(1)));
      if (!isRecord(target) && typeof target !== "boolean") {
        refuse(keyword, place, `${ref} names no schema of this overlay`);
      }
      if (isRecord(target) && stack.includes(target)) {
        refuse(keyword, place, `${ref} is recursive: the mock would fake it forever`);
      }
      return this.size(target, ref.slice(1) === "" ? "#" : ref, stack);
    }
    let url: URL;
    try {
      url = new URL(ref, this.base);
    } catch {
      refuse(keyword, place, `${ref} is not a reference`);
    }
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = "";
    const name = url.href.startsWith(SCHEMA_ID_BASE)
      ? url.href.slice(SCHEMA_ID_BASE.length).replace(/\.json$/, "")
      : "";
    if (!SPEC_NAMES.has(name) || !isSpecPlace(`${name}#${pointer}`)) {
      refuse(
        keyword,
        place,
        `${ref} names no schema of the spec (an overlay refers only to itself and the spec's schemas)`,
      );
    }
    return SPEC_VALUE_CHARS;
  }

  /** Checks a schema node and every node below it; the largest fake value it may give. */
  size(node: unknown, at: string, stack: readonly object[] = []): number {
    if (typeof node === "boolean") return SCALAR_CHARS;
    if (!isRecord(node)) refuse("(schema)", at, "not a schema");
    this.nodes += 1;
    if (this.nodes > OVERLAY_LIMITS.nodes) {
      refuse("$ref", at, `the overlay expands to more than ${OVERLAY_LIMITS.nodes} schema nodes`);
    }
    const inner = [...stack, node];
    if (node !== this.root && "$id" in node)
      refuse("$id", `${at}/$id`, "an $id below the overlay's root");
    let size = this.own(node, at);
    for (const key of ["$ref", "x-mock-schema"]) {
      if (key in node) size = Math.max(size, this.reference(key, node[key], at, inner));
    }
    for (const key of ONE_SCHEMA) {
      if (key in node) this.size(node[key], `${at}/${key}`, inner);
    }
    for (const key of SCHEMA_MAPS) {
      const map = node[key];
      if (!isRecord(map)) continue;
      for (const [name, sub] of Object.entries(map)) {
        // A dependency may be a list of property names rather than a schema.
        if (key === "dependencies" && Array.isArray(sub)) continue;
        const place = `${at}/${key}/${escapeToken(name)}`;
        if (key === "patternProperties") this.pattern(name, "patternProperties", place);
        const got = this.size(sub, place, inner);
        if (key === "properties") size += got + name.length + 4;
      }
    }
    let branches = 0;
    for (const key of SCHEMA_LISTS) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      list.forEach((sub, i) => {
        const got = this.size(sub, `${at}/${key}/${i}`, inner);
        if (key !== "allOf") branches = Math.max(branches, got);
      });
    }
    size = Math.max(size, branches);
    if ("items" in node) size = Math.max(size, this.items(node, at, inner));
    if (size > OVERLAY_LIMITS.fakeChars) {
      const keyword = COUNTS.find((key) => key in node) ?? "(schema)";
      const place = keyword === "(schema)" ? at : `${at}/${keyword}`;
      refuse(
        keyword,
        place,
        `the mock could fake a value of about ${size} characters here, past the cap of ${OVERLAY_LIMITS.fakeChars}`,
      );
    }
    return size;
  }

  private items(node: Record<string, unknown>, at: string, stack: readonly object[]): number {
    const { items } = node;
    const each = Array.isArray(items)
      ? items.reduce((n: number, sub, i) => n + this.size(sub, `${at}/items/${i}`, stack), 0)
      : this.size(items, `${at}/items`, stack);
    const min = typeof node.minItems === "number" ? node.minItems : 0;
    const count = typeof node.maxItems === "number" ? node.maxItems : min + 2;
    return 2 + count * (each + 1);
  }

  private pattern(pattern: string, keyword: string, place: string): void {
    const problem = patternProblem(pattern);
    if (problem !== undefined) refuse(keyword, place, problem);
  }

  /** The keywords of a node itself; the size of a value it fakes without looking below. */
  private own(node: Record<string, unknown>, at: string): number {
    if (typeof node.pattern === "string") this.pattern(node.pattern, "pattern", `${at}/pattern`);
    if (node.uniqueItems === true) {
      // Ajv compares objects in pairs: an answer's array of 100,000 records would take hours.
      refuse(
        "uniqueItems",
        `${at}/uniqueItems`,
        "not allowed: checking it takes time quadratic in the array's length",
      );
    }
    checkCap(node, LENGTHS, OVERLAY_LIMITS.length, at);
    checkCap(node, COUNTS, OVERLAY_LIMITS.count, at);
    checkCap(node, BOUNDS, OVERLAY_LIMITS.bound, at);
    const decimals = node["x-decimals"];
    if (isRecord(decimals)) {
      checkCap(decimals, ["min", "max"], OVERLAY_LIMITS.decimals, `${at}/x-decimals`);
      if (Number(decimals.min) > Number(decimals.max)) {
        refuse("x-decimals", `${at}/x-decimals`, "min is past max");
      }
    }
    let size =
      typeof node.minLength === "number" ? Math.max(node.minLength, SCALAR_CHARS) : SCALAR_CHARS;
    if (isRecord(decimals)) size = Math.max(size, Number(decimals.max) + 24);
    if ("x-faker" in node) {
      checkFaker(node["x-faker"], `${at}/x-faker`);
      size = OVERLAY_LIMITS.fakerChars;
    }
    if (Array.isArray(node.enum)) {
      if (node.enum.length > OVERLAY_LIMITS.enumValues) {
        refuse(
          "enum",
          `${at}/enum`,
          `${node.enum.length} values, past the cap of ${OVERLAY_LIMITS.enumValues}`,
        );
      }
      for (const value of node.enum) size = Math.max(size, (JSON.stringify(value) ?? "").length);
    }
    if ("const" in node) size = Math.max(size, (JSON.stringify(node.const) ?? "").length);
    // A pattern's examples are what the mock sends for it.
    if (Array.isArray(node.examples)) {
      if (node.examples.length > OVERLAY_LIMITS.enumValues) {
        refuse(
          "examples",
          `${at}/examples`,
          `${node.examples.length} values, past the cap of ${OVERLAY_LIMITS.enumValues}`,
        );
      }
      for (const value of node.examples)
        size = Math.max(size, (JSON.stringify(value) ?? "").length);
    }
    return size;
  }
}

/**
 * Why an overlay of a profile folder cannot be used, or undefined. A profile folder is untrusted
 * input (a colleague's, a repository's): an overlay must state `x-departure` whose `departsFrom`
 * names places of the spec's schemas (own properties only), carry only patterns that cannot
 * backtrack catastrophically (patternProblem), stay within OVERLAY_LIMITS (enum sizes, lengths,
 * counts, decimals, numeric bounds, `x-faker` arguments, the size of a faked value), name only
 * allowed faker methods (isFakerPath), and refer only to itself without recursion or to the
 * spec's schemas. Every command that loads a profile asks this before compiling the overlay.
 */
export function overlayProblem(overlay: unknown): OverlayProblem | undefined {
  try {
    if (!isRecord(overlay)) refuse("(schema)", "#", "not a JSON object");
    checkDeparture(overlay);
    const id = overlay.$id;
    if (id !== undefined && (typeof id !== "string" || !id.startsWith(SCHEMA_ID_BASE))) {
      refuse("$id", "#/$id", `must start with ${SCHEMA_ID_BASE} (or be left out)`);
    }
    new OverlayWalk(overlay).size(overlay, "#");
    return undefined;
  } catch (error) {
    if (error instanceof Refusal) return error.found;
    throw error;
  }
}
