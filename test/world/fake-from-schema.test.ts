import { getSchema, SCHEMA_ID_BASE, validate, type JsonSchemaObject } from "../../src/schemas";
import {
  compileFake,
  createFakeContext,
  fakeFromSchema,
  fakeOf,
  type FakeContext,
} from "../../src/world";

const RANGE = { start: Date.UTC(2023, 0, 1), end: Date.UTC(2023, 11, 31) };

function context(seed = 1): FakeContext {
  return createFakeContext(RANGE, [seed]);
}

/** A schema of its own with a project-like $id, so relative $refs resolve in the registry. */
function schemaAt(path: string, body: Record<string, unknown>): JsonSchemaObject {
  return { $id: `${SCHEMA_ID_BASE}${path}`, ...body };
}

function many(schema: JsonSchemaObject, count = 200, ctx = context()): unknown[] {
  return Array.from({ length: count }, () => fakeFromSchema(schema, ctx));
}

describe("fakeFromSchema: the schema drives the values", () => {
  test("a property added to a cloned victim schema appears in every generated victim", () => {
    const victim = structuredClone(getSchema("v2/victim")) as Record<string, unknown> & {
      properties: Record<string, unknown>;
      required: string[];
    };
    victim.properties.nickname = { type: "string", "x-faker": "person.firstName" };
    victim.required = [...victim.required, "nickname"];
    for (const value of many(victim, 20)) {
      expect(value).toEqual(expect.objectContaining({ nickname: expect.any(String) }));
      expect((value as { nickname: string }).nickname).not.toBe("");
    }
  });

  test("a property added to a cloned occurrence schema appears next to the overrides", () => {
    const occurrence = structuredClone(getSchema("v2/occurrence")) as Record<string, unknown> & {
      properties: Record<string, unknown>;
      required: string[];
    };
    occurrence.properties.weather = { enum: ["sol", "chuva"] };
    occurrence.required = [...occurrence.required, "weather"];
    const value = fakeFromSchema(occurrence, context(), {
      latitude: "-22.9000000000",
      longitude: "-43.2000000000",
    }) as Record<string, unknown>;
    expect(["sol", "chuva"]).toContain(value.weather);
    expect(value.latitude).toBe("-22.9000000000");
  });

  test("an occurrence faked from the schema alone (only the patterned coordinates given) is valid", () => {
    const ctx = context(5);
    for (let i = 0; i < 50; i++) {
      const value = fakeOf("v2/occurrence", ctx, {
        latitude: "-8.0400000000",
        longitude: "-34.9200000000",
      });
      expect(validate("v2/occurrence", value)).toEqual([]);
    }
  });

  test.each([
    ["v2/victim"],
    ["v2/transport"],
    ["v2/animal-victim"],
    ["v2/context-info"],
    ["v2/city"],
    ["v2/region-ref"],
    ["v2/neighborhood-ref"],
  ] as const)("every value faked from %s alone is valid against it", (name) => {
    const ctx = context(9);
    for (let i = 0; i < 50; i++) expect(validate(name, fakeOf(name, ctx))).toEqual([]);
  });
});

describe("fakeFromSchema: keywords", () => {
  test.each<[string, Record<string, unknown>, (value: unknown) => boolean]>([
    ["const -> the constant", { const: "Animal" }, (v) => v === "Animal"],
    [
      "enum -> one of the values",
      { enum: ["a", "b", 3] },
      (v) => ["a", "b", 3].includes(v as never),
    ],
    [
      "integer with minimum 5 and maximum 7 -> 5..7",
      { type: "integer", minimum: 5, maximum: 7 },
      (v) => Number.isInteger(v) && (v as number) >= 5 && (v as number) <= 7,
    ],
    [
      "number with exclusiveMaximum 1 -> below 1",
      { type: "number", exclusiveMaximum: 1 },
      (v) => typeof v === "number" && v < 1,
    ],
    [
      "string with minLength 12 -> at least 12 characters",
      { type: "string", minLength: 12 },
      (v) => typeof v === "string" && v.length >= 12,
    ],
    [
      "format date-time -> ISO instant with ms and Z inside the date range",
      { type: "string", format: "date-time" },
      (v) =>
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(String(v)) &&
        Date.parse(String(v)) >= RANGE.start &&
        Date.parse(String(v)) <= RANGE.end,
    ],
    [
      "format date -> YYYY-MM-DD inside the date range",
      { type: "string", format: "date" },
      (v) => /^2023-\d\d-\d\d$/.test(String(v)),
    ],
    [
      "format uuid -> a version 4 UUID",
      { type: "string", format: "uuid" },
      (v) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(String(v)),
    ],
    [
      "array with minItems 1 and maxItems 3 -> 1..3 items",
      { type: "array", minItems: 1, maxItems: 3, items: { type: "boolean" } },
      (v) => Array.isArray(v) && v.length >= 1 && v.length <= 3,
    ],
    [
      "x-faker path -> the faker method's value",
      { type: "string", "x-faker": "animal.petName" },
      (v) => typeof v === "string" && v.length > 0,
    ],
    [
      "x-faker {fn, args} -> called with the args",
      { "x-faker": { fn: "helpers.arrayElement", args: [["x", "y"]] } },
      (v) => v === "x" || v === "y",
    ],
    ["no type and nothing to go by -> null", { description: "open" }, (v) => v === null],
  ])("%s", (_rule, body, holds) => {
    const values = many(schemaAt("test/keywords.json", body));
    expect(values.filter((v) => !holds(v))).toEqual([]);
  });

  test("type [string, null] gives both null and strings", () => {
    const values = many(schemaAt("test/nullable.json", { type: ["string", "null"] }));
    expect(values).toContain(null);
    expect(values.some((v) => typeof v === "string")).toBe(true);
  });

  test("optional properties are sometimes present and sometimes absent; required always", () => {
    const schema = schemaAt("test/optional.json", {
      type: "object",
      required: ["a"],
      properties: { a: { const: 1 }, b: { const: 2 } },
    });
    const values = many(schema) as Record<string, unknown>[];
    expect(values.every((v) => v.a === 1)).toBe(true);
    expect(values.some((v) => "b" in v)).toBe(true);
    expect(values.some((v) => !("b" in v))).toBe(true);
  });

  test("$ref resolves relative to the schema's $id through the registry", () => {
    const schema = schemaAt("v2/test-ref.json", { $ref: "mock/qualification-item.json" });
    for (const value of many(schema, 50)) {
      expect(validate("v2/mock/qualification-item", value)).toEqual([]);
    }
  });

  test("x-mock-schema makes a non-null unspecified object the mock's shape (subNeighborhood)", () => {
    const occurrence = getSchema("v2/occurrence") as { properties: Record<string, unknown> };
    const sub = schemaAt(
      "v2/test-sub.json",
      occurrence.properties.subNeighborhood as Record<string, unknown>,
    );
    const objects = many(sub).filter((v) => v !== null);
    expect(objects.length).toBeGreaterThan(0);
    for (const value of objects) expect(validate("v2/id-name", value)).toEqual([]);
  });

  test("overrides replace generated properties, and a key the schema lacks is an error", () => {
    const ctx = context();
    expect(fakeOf("v2/state-ref", ctx, { name: "Bahia" }).name).toBe("Bahia");
    expect(() => fakeFromSchema(getSchema("v2/state-ref"), ctx, { nome: "Bahia" })).toThrow(
      /override "nome"/,
    );
  });

  test("a pattern without x-faker fails loudly instead of producing invalid data", () => {
    const schema = schemaAt("test/pattern.json", { type: "string", pattern: "^a+$" });
    expect(() => fakeFromSchema(schema, context())).toThrow(/pattern/);
  });

  test("a pattern with examples is faked from them, each of which matches it", () => {
    const examples = ["Rua A, 12", "Avenida B, 3"];
    const schema = schemaAt("test/pattern-examples.json", {
      type: "string",
      pattern: "^\\p{L}+ \\p{L}+, [0-9]+$",
      examples,
    });
    for (const value of many(schema, 20)) expect(examples).toContain(value);
  });

  test.each([
    ["__proto__.__proto__.__defineGetter__"],
    ["constructor.constructor"],
    ["helpers.fake"],
    ["helpers.arrayElement.call"],
    ["toString"],
  ])(
    "an x-faker %s (not a faker method of the list) fails when compiled, calling nothing",
    (fn) => {
      const schema = schemaAt(`test/faker-${fn}.json`, { "x-faker": { fn, args: ["x"] } });
      expect(() => compileFake(schema)).toThrow(/is not a faker method/);
    },
  );

  test("an x-faker value past the cap on a faked value is refused rather than served", () => {
    const schema = schemaAt("test/faker-long.json", {
      "x-faker": { fn: "string.alpha", args: [{ length: 20_000 }] },
    });
    expect(() => fakeFromSchema(schema, context())).toThrow(/past the cap of 10000/);
  });

  test("the same seed gives the same values; another seed other values", () => {
    const generate = compileFake(getSchema("v2/victim"));
    const draw = (seed: number) => {
      const ctx = context(seed);
      return JSON.stringify(Array.from({ length: 5 }, () => generate(ctx)));
    };
    expect(draw(3)).toBe(draw(3));
    expect(draw(3)).not.toBe(draw(4));
  });
});
