import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import { emptyLearning } from "../../src/learn/learn-shapes";
import type { JsonType } from "../../src/learn/narrowest-schema";
import { PROPOSED_KINDS, proposeDepartures } from "../../src/learn/propose-departures";
import { servableProblem } from "../../src/learn/servable-problem";
import type { ShapeCluster } from "../../src/learn/shape-cluster";
import { getDepartures, getSchema, validate } from "../../src/schemas";
import { listedNamesAt } from "../../src/schemas/case-variant";
import { loadProfile } from "../../src/schemas/load-profile";
import { buildWorld } from "../../src/world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { createTempDir } from "../validation/temp-dir";

const temp = createTempDir("servable-departures");
afterAll(() => temp.remove());

/** The spec place of a listed table: the one the kit's case-variant overlay departs from. */
const TABLE = (() => {
  const overlay = getDepartures().find((d) => "x-case-variant" in d.schema);
  const [target] = overlay?.targets ?? [];
  if (target === undefined) throw new Error("no table overlay in schemas/departures/");
  return `${target.schema}#${target.pointer}`;
})();

/** Values production could send, per JSON type (a new type in JSON_TYPES needs its values here). */
const BY_TYPE: Readonly<Record<JsonType, readonly unknown[]>> = {
  null: [null],
  boolean: [true, false],
  integer: [1, 42],
  number: [1.5, -12.97],
  string: ["Rua A, 12", " -12.97", "Avenida Sete"],
  array: [["a", 1], []],
  object: [
    { street: "Rua das Flores", number: 12 },
    { street: "Avenida Sete", number: "12A" },
  ],
};

/** The values of each kind learn proposes, and the spec place they break. */
function valuesOf(kind: (typeof PROPOSED_KINDS)[number]): { values: unknown[]; place: string } {
  if (kind === "case variant") {
    return {
      values: listedNamesAt(TABLE)
        .slice(0, 3)
        .map((n) => n.toUpperCase()),
      place: TABLE,
    };
  }
  if (kind === "unlisted")
    return { values: ["Ataques armados sobre rodas", "Transfobia"], place: TABLE };
  const values = [...BY_TYPE[kind]];
  return { values, place: placeRefusing(values) };
}

/** A property of the occurrence (no $ref) whose spec schema refuses every one of the values. */
function placeRefusing(values: readonly unknown[]): string {
  const schema = getSchema("v2/occurrence") as { properties: Record<string, object> };
  const ajv = new Ajv({
    strict: false,
    allowUnionTypes: true,
    validateFormats: false,
    logger: false,
  });
  for (const [key, node] of Object.entries(schema.properties)) {
    if (JSON.stringify(node).includes("$ref")) continue;
    const check = ajv.compile(node);
    if (values.every((value) => !check(value))) return `v2/occurrence#/properties/${key}`;
  }
  throw new Error(`no place of the occurrence refuses ${JSON.stringify(values)}`);
}

function learningOf(kind: string, values: unknown[], place: string) {
  const learning = emptyLearning();
  const field = place.split("/").pop() ?? "";
  const cluster: ShapeCluster = {
    pointer: `/data/*/${field}`,
    keyword: kind === "case variant" || kind === "unlisted" ? "enum" : "type",
    observed: kind,
    place,
    schema: "v2/occurrences-response",
    tolerated: false,
    message: "breaks the spec",
    count: values.length,
    values,
    seen: new Set(values.map((v) => JSON.stringify(v))),
    witnesses: [],
  };
  learning.clusters.set(kind, cluster);
  return learning;
}

describe("whatever learn proposes, serve can serve", () => {
  test.each(PROPOSED_KINDS.map((kind) => [kind]))(
    "a departure of kind %s: written, loaded as --profile DIR, and its world validates under it",
    (kind) => {
      const { values, place } = valuesOf(kind);
      const evidence = { where: "a test capture", since: "2025-01-01" };
      const [departure] = proposeDepartures(learningOf(kind, values, place), evidence);
      expect(departure).toBeDefined();
      if (departure === undefined) return;
      expect(departure.unservable).toBeUndefined();
      const dir = join(temp.dir, kind.replace(/ /g, "-"));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "overlay.json"), JSON.stringify(departure.overlay));
      const loaded = loadProfile(dir);
      if (!loaded.ok) throw new Error(loaded.problem);
      const { profile } = loaded;
      const world = toObservedWorld(buildWorld({ seed: 3, occurrences: 30 }), { profile });
      const records = world.occurrences.map((o) => o.v2);
      expect(records.flatMap((r) => validate("v2/occurrence", r, { profile }))).toEqual([]);
      // The departure is served: some records break the spec where the overlay departs.
      expect(records.some((r) => validate("v2/occurrence", r).length > 0)).toBe(true);
    },
  );

  test("the gate names why an overlay cannot be served: fields with a pattern and no way to fake it", () => {
    const note = {
      departsFrom: "v2/occurrence#/properties/address",
      summary: "s",
      seen: "s",
      where: "w",
      since: "2025",
      share: 0.5,
    };
    const street = { type: "string", pattern: "^[0-9]+ \\p{L}+$" };
    const object = {
      "x-departure": note,
      type: "object",
      required: ["street"],
      properties: { street },
    };
    expect(servableProblem("departures/address-object", object)).toMatch(
      /^serve cannot fake it: .*cannot fake a pattern/,
    );
    expect(
      servableProblem("departures/address-pattern", { "x-departure": note, ...street }),
    ).toMatch(/^serve would never send it/);
    expect(
      servableProblem("departures/x", { "x-departure": note, ...street, pattern: "^(a+)+$" }),
    ).toMatch(/^pattern at #\/pattern: ambiguous/);
  });
});
