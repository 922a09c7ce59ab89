import { isRecord } from "../../src/is-record";
import {
  followPointer,
  getAjv,
  SCHEMA_ID_BASE,
  type JsonSchemaObject,
  type ProfileDeparture,
  type ProfileFolder,
  type SchemaName,
} from "../../src/schemas";

/**
 * The branches of a set of schemas, and which of them some values took. A branch is one shape
 * a schema allows at one place (its location: schema URI and JSON pointer):
 * - each member of a type list (`["object", "null"]`: `type:object`, `type:null`);
 * - each value of an `enum`;
 * - each alternative of an `anyOf`/`oneOf`;
 * - an optional property present and absent;
 * - an array's size classes its bounds allow: empty, one, several;
 * - an unspecified value's mock shape (`x-mock-schema`, taken when the value is an object);
 * - under a profile with departures, at each place an overlay departs from: the overlay's shape,
 *   and the spec's too when the overlay's share is below 1 (production then sends both).
 * `$ref`s are followed, so a shared schema (id-name.json) is counted once, whoever refers to it.
 */
export class SchemaBranches {
  private readonly hits = new Map<string, number>();
  private readonly visited = new Set<string>();
  private readonly validators = new Map<string, (value: unknown) => boolean>();
  private readonly steps = new Map<string, (value: unknown) => void>();

  /** Measures under a profile; overlays marked dirty count only when `dirty` is set. */
  constructor(
    private readonly profile: ProfileFolder,
    private readonly dirty = false,
  ) {}

  /** Declares the branches of a named schema and marks those `values` take. */
  measure(name: SchemaName, values: Iterable<unknown>): this {
    const root = `${SCHEMA_ID_BASE}${name}.json`;
    this.declare(root, "");
    for (const value of values) this.walk(root, "", value);
    return this;
  }

  /** Every declared branch with the number of values that took it. */
  get branches(): ReadonlyMap<string, number> {
    return this.hits;
  }

  /** Branches no value took, named by location (without the schema base URI). */
  get missed(): string[] {
    return [...this.hits].filter(([, n]) => n === 0).map(([key]) => key);
  }

  /** Share of branches taken, in percent with one decimal, and the counts. */
  get figure(): { readonly taken: number; readonly total: number; readonly percent: number } {
    const total = this.hits.size;
    const taken = total - this.missed.length;
    return { taken, total, percent: total === 0 ? 100 : Math.floor((taken / total) * 1000) / 10 };
  }

  private branch(base: string, pointer: string, what: string): string {
    return `${base.replace(SCHEMA_ID_BASE, "")}#${pointer} ${what}`;
  }

  private add(key: string): void {
    if (!this.hits.has(key)) this.hits.set(key, 0);
  }

  private take(key: string): void {
    const count = this.hits.get(key);
    if (count !== undefined) this.hits.set(key, count + 1);
  }

  private node(base: string, pointer: string): JsonSchemaObject {
    const root =
      this.overlayRoot(base) ?? getAjv().schemas[base]?.schema ?? getAjv().getSchema(base)?.schema;
    const node = followPointer(root, pointer);
    if (!isRecord(node)) throw new Error(`no schema at ${base}#${pointer}`);
    return node;
  }

  private overlayRoot(base: string): unknown {
    return this.profile.departures.find((d) => overlayBase(d) === base)?.departure.schema;
  }

  /** The profile's overlays that depart from this place (the spec's schemas only). */
  private overlaysAt(base: string, pointer: string): ProfileDeparture[] {
    const name = base.replace(SCHEMA_ID_BASE, "").replace(/\.json$/, "");
    return this.profile.departures.filter(
      ({ departure }) =>
        (this.dirty || !departure.dirty) &&
        departure.targets.some((t) => t.schema === name && t.pointer === pointer),
    );
  }

  private specKeeps(overlays: readonly ProfileDeparture[]): boolean {
    return overlays.length === 0 || overlays.some((o) => o.departure.share < 1);
  }

  private valid(base: string, pointer: string, value: unknown): boolean {
    const key = `${base}#${pointer}`;
    let check = this.validators.get(key);
    if (check === undefined) {
      const validate = getAjv().compile({ $ref: key });
      check = (v) => validate(v) === true;
      this.validators.set(key, check);
    }
    return check(value);
  }

  private resolve(ref: string, base: string): { base: string; pointer: string } {
    const url = new URL(ref, base);
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = "";
    return { base: ref.startsWith("#") ? base : url.href, pointer };
  }

  private declare(base: string, pointer: string, asSpec = false): void {
    const at = `${base}#${pointer}${asSpec ? " spec" : ""}`;
    if (this.visited.has(at)) return;
    this.visited.add(at);
    const overlays = asSpec ? [] : this.overlaysAt(base, pointer);
    if (overlays.length > 0) {
      for (const o of overlays) {
        this.add(this.branch(base, pointer, `⇒ ${o.departure.name}`));
        this.declare(overlayBase(o), "");
      }
      if (this.specKeeps(overlays)) {
        this.add(this.branch(base, pointer, "⇒ spec"));
        this.declare(base, pointer, true);
      }
      return;
    }
    const node = this.node(base, pointer);
    if (typeof node.$ref === "string") {
      const target = this.resolve(node.$ref, base);
      this.declare(target.base, target.pointer);
      return;
    }
    if (Array.isArray(node.enum)) {
      for (const value of node.enum) this.add(this.branch(base, pointer, `enum ${json(value)}`));
    }
    const alternatives = node.anyOf ?? node.oneOf;
    if (Array.isArray(alternatives)) {
      const keyword = node.anyOf === undefined ? "oneOf" : "anyOf";
      alternatives.forEach((_, i) => {
        this.add(this.branch(base, pointer, `${keyword}[${i}]`));
        this.declare(base, `${pointer}/${keyword}/${i}`);
      });
    }
    const types = typesOf(node);
    if (types.length > 1)
      for (const type of types) this.add(this.branch(base, pointer, `type:${type}`));
    const mock = node["x-mock-schema"];
    if (typeof mock === "string" && (types.length === 0 || types.includes("object"))) {
      this.add(this.branch(base, pointer, "x-mock-schema shape"));
      const target = this.resolve(mock, base);
      this.declare(target.base, target.pointer);
    }
    if (isRecord(node.properties)) {
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      for (const key of Object.keys(node.properties)) {
        if (!required.has(key)) {
          this.add(this.branch(base, pointer, `${key} present`));
          this.add(this.branch(base, pointer, `${key} absent`));
        }
        this.declare(base, `${pointer}/properties/${key}`);
      }
    }
    if (isRecord(node.items)) {
      for (const size of sizesOf(node)) this.add(this.branch(base, pointer, `items:${size}`));
      this.declare(base, `${pointer}/items`);
    }
  }

  private walk(base: string, pointer: string, value: unknown, asSpec = false): void {
    this.stepAt(base, pointer, asSpec)(value);
  }

  /** The walk of one place, prepared once (keys built, references resolved lazily). */
  private stepAt(base: string, pointer: string, asSpec: boolean): (value: unknown) => void {
    const at = `${base}#${pointer}${asSpec ? " spec" : ""}`;
    let step = this.steps.get(at);
    if (step === undefined) {
      step = this.prepare(base, pointer, asSpec);
      this.steps.set(at, step);
    }
    return step;
  }

  private prepare(base: string, pointer: string, asSpec: boolean): (value: unknown) => void {
    const key = (what: string) => this.branch(base, pointer, what);
    const overlays = asSpec ? [] : this.overlaysAt(base, pointer);
    if (overlays.length > 0) {
      const keepsSpec = this.specKeeps(overlays);
      const specKey = key("⇒ spec");
      return (value) => {
        const spec = keepsSpec && this.valid(base, pointer, value);
        const overlay = spec ? undefined : overlays.find((o) => o.accepts(value));
        if (overlay !== undefined) {
          this.take(key(`⇒ ${overlay.departure.name}`));
          this.walk(overlayBase(overlay), "", value);
        } else {
          this.take(specKey);
          this.walk(base, pointer, value, true);
        }
      };
    }
    const node = this.node(base, pointer);
    if (typeof node.$ref === "string") {
      const target = this.resolve(node.$ref, base);
      return (value) => this.walk(target.base, target.pointer, value);
    }
    const steps: ((value: unknown) => void)[] = [];
    if (Array.isArray(node.enum)) {
      const keys = new Map(node.enum.map((v) => [json(v), key(`enum ${json(v)}`)] as const));
      steps.push((value) => this.take(keys.get(json(value)) ?? ""));
    }
    const alternatives = node.anyOf ?? node.oneOf;
    if (Array.isArray(alternatives)) {
      const keyword = node.anyOf === undefined ? "oneOf" : "anyOf";
      steps.push((value) => {
        const i = alternatives.findIndex((_, n) =>
          this.valid(base, `${pointer}/${keyword}/${n}`, value),
        );
        if (i < 0) return;
        this.take(key(`${keyword}[${i}]`));
        this.walk(base, `${pointer}/${keyword}/${i}`, value);
      });
    }
    const types = typesOf(node);
    if (types.length > 1) {
      const keys = new Map(types.map((type) => [type, key(`type:${type}`)] as const));
      steps.push((value) => this.take(keys.get(typeOfValue(value, types)) ?? ""));
    }
    const mock = node["x-mock-schema"];
    if (typeof mock === "string" && (types.length === 0 || types.includes("object"))) {
      const target = this.resolve(mock, base);
      const shapeKey = key("x-mock-schema shape");
      steps.push((value) => {
        if (!isRecord(value)) return;
        this.take(shapeKey);
        this.walk(target.base, target.pointer, value);
      });
    }
    const properties = node.properties;
    if (isRecord(properties)) {
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      const fields = Object.keys(properties).map((name) => ({
        name,
        optional: !required.has(name),
        present: key(`${name} present`),
        absent: key(`${name} absent`),
        pointer: `${pointer}/properties/${name}`,
      }));
      steps.push((value) => {
        if (!isRecord(value)) return;
        for (const field of fields) {
          const present = field.name in value;
          if (field.optional) this.take(present ? field.present : field.absent);
          if (present) this.walk(base, field.pointer, value[field.name]);
        }
      });
    }
    if (isRecord(node.items)) {
      const sizes = {
        empty: key("items:empty"),
        one: key("items:one"),
        several: key("items:several"),
      };
      steps.push((value) => {
        if (!Array.isArray(value)) return;
        this.take(
          value.length === 0 ? sizes.empty : value.length === 1 ? sizes.one : sizes.several,
        );
        for (const item of value) this.walk(base, `${pointer}/items`, item);
      });
    }
    return (value) => {
      for (const step of steps) step(value);
    };
  }
}

function overlayBase(o: ProfileDeparture): string {
  return `${SCHEMA_ID_BASE}departures/${o.departure.name.replace(/^departures\//, "")}.json`;
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

function typesOf(node: JsonSchemaObject): string[] {
  if (typeof node.type === "string") return [node.type];
  return Array.isArray(node.type) ? node.type.map(String) : [];
}

function typeOfValue(value: unknown, types: readonly string[]): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") {
    return Number.isInteger(value) && types.includes("integer") ? "integer" : "number";
  }
  return typeof value;
}

/** The size classes an array's bounds allow. */
function sizesOf(node: JsonSchemaObject): string[] {
  const min = typeof node.minItems === "number" ? node.minItems : 0;
  const max = typeof node.maxItems === "number" ? node.maxItems : Infinity;
  return [
    ...(min === 0 ? ["empty"] : []),
    ...(min <= 1 && max >= 1 ? ["one"] : []),
    ...(max >= 2 ? ["several"] : []),
  ];
}
