import { getDepartures, getAjv, profileFolderOf, SCHEMA_FILES } from "../../src/schemas";
import { loadProfile } from "../../src/schemas/load-profile";
import { OVERLAY_LIMITS, overlayProblem } from "../../src/schemas/overlay-problem";
import { buildWorld } from "../../src/world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTempDir } from "../validation/temp-dir";

const temp = createTempDir("overlay-problem");
afterAll(() => temp.remove());

const NOTE = {
  departsFrom: "v2/occurrence#/properties/address",
  summary: "s",
  seen: "s",
  where: "w",
  since: "2025",
  share: 1,
};

/** An overlay departing from the occurrence's address, with `body` as its schema. */
const overlay = (body: Record<string, unknown>, note: Record<string, unknown> = {}) => ({
  "x-departure": { ...NOTE, ...note },
  ...body,
});

const many = (count: number): string[] => Array.from({ length: count }, (_, i) => `v${i}`);

/** Hostile overlays: what each states, the keyword refused and its place in the file. */
const HOSTILE: ReadonlyArray<readonly [string, Record<string, unknown>, string, string]> = [
  [
    "a pattern that backtracks catastrophically, ^(a+)+$",
    overlay({ type: "string", pattern: "^(a+)+$" }),
    "pattern",
    "#/pattern",
  ],
  [
    "overlapping branches under a quantifier, ^(a|a)*$, deep in properties",
    overlay({ type: "object", properties: { street: { type: "string", pattern: "^(a|a)*$" } } }),
    "pattern",
    "#/properties/street/pattern",
  ],
  ["a backreference", overlay({ type: "string", pattern: "^(a)\\1$" }), "pattern", "#/pattern"],
  [
    "an unanchored pattern (tried from every place of the value)",
    overlay({ type: "string", pattern: "[0-9]+x" }),
    "pattern",
    "#/pattern",
  ],
  [
    "a patternProperties key that backtracks",
    overlay({ type: "object", patternProperties: { "^(\\d+)*$": { type: "string" } } }),
    "patternProperties",
    "#/patternProperties/^(\\d+)*$",
  ],
  ["an enum of 300,000 values", overlay({ enum: many(300_000) }), "enum", "#/enum"],
  [
    "a pattern's examples (what the mock sends) of 2 million characters",
    overlay({ type: "string", pattern: "^a+$", examples: ["a".repeat(2_000_000)] }),
    "(schema)",
    "#",
  ],
  [
    "a minLength of 300 million",
    overlay({ type: "string", minLength: 3e8 }),
    "minLength",
    "#/minLength",
  ],
  [
    "a maxLength of 300 million",
    overlay({ type: "string", maxLength: 3e8 }),
    "maxLength",
    "#/maxLength",
  ],
  ["minItems of 2e8", overlay({ type: "array", minItems: 2e8 }), "minItems", "#/minItems"],
  ["maxItems of 2e8", overlay({ type: "array", maxItems: 2e8 }), "maxItems", "#/maxItems"],
  [
    "minProperties of 2e8",
    overlay({ type: "object", minProperties: 2e8 }),
    "minProperties",
    "#/minProperties",
  ],
  [
    "arrays within arrays, each under the cap, whose fake grows past the cap on values",
    overlay({
      type: "array",
      maxItems: 1000,
      items: { type: "array", maxItems: 1000, items: { type: "string", minLength: 100 } },
    }),
    "maxItems",
    "#/maxItems",
  ],
  [
    "uniqueItems (quadratic in an answer's array of records)",
    overlay({ type: "array", uniqueItems: true }),
    "uniqueItems",
    "#/uniqueItems",
  ],
  [
    "x-decimals of 4e8",
    overlay({ type: "string", "x-decimals": { min: 4, max: 4e8 } }),
    "max",
    "#/x-decimals/max",
  ],
  [
    "a numeric bound past what a number can say exactly",
    overlay({ type: "number", maximum: 1e300 }),
    "maximum",
    "#/maximum",
  ],
  [
    "a $ref to the overlay itself, where serve would fake forever",
    overlay({ type: "object", required: ["a"], properties: { a: { $ref: "#" } } }),
    "$ref",
    "#/properties/a/$ref",
  ],
  [
    "two definitions that refer to each other",
    overlay({
      $ref: "#/definitions/a",
      definitions: {
        a: { type: "object", properties: { b: { $ref: "#/definitions/b" } } },
        b: { type: "object", properties: { a: { $ref: "#/definitions/a" } } },
      },
    }),
    "$ref",
    "#/definitions/b/properties/a/$ref",
  ],
  [
    "a $ref that doubles at every step (a fake exponential in the file's size)",
    overlay({
      $ref: "#/definitions/d0",
      definitions: Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [
          `d${i}`,
          i === 39
            ? { type: "string" }
            : {
                type: "object",
                required: ["l", "r"],
                properties: {
                  l: { $ref: `#/definitions/d${i + 1}` },
                  r: { $ref: `#/definitions/d${i + 1}` },
                },
              },
        ]),
      ),
    }),
    "$ref",
    "",
  ],
  [
    "a $ref to a schema of no spec (another overlay of the folder)",
    overlay({ $ref: "other-overlay.json" }),
    "$ref",
    "#/$ref",
  ],
  [
    "an x-faker path that walks the prototype chain",
    overlay({ "x-faker": "__proto__.__proto__.__defineGetter__" }),
    "x-faker",
    "#/x-faker",
  ],
  [
    "an x-faker reaching Function through constructor",
    overlay({ "x-faker": { fn: "constructor.constructor", args: ["return process"] } }),
    "x-faker",
    "#/x-faker",
  ],
  [
    "an x-faker that reads a template of faker paths",
    overlay({ "x-faker": { fn: "helpers.fake", args: ["{{__proto__.constructor}}"] } }),
    "x-faker",
    "#/x-faker",
  ],
  [
    "an x-faker length of 300 million",
    overlay({ "x-faker": { fn: "string.alpha", args: [{ length: 3e8 }] } }),
    "x-faker",
    "#/x-faker/args/0/length",
  ],
  [
    "departsFrom constructor",
    overlay({ type: "string" }, { departsFrom: "v2/occurrence#/properties/constructor" }),
    "departsFrom",
    "#/x-departure/departsFrom",
  ],
  [
    "departsFrom __proto__",
    overlay({ type: "string" }, { departsFrom: ["v2/occurrence#/__proto__"] }),
    "departsFrom",
    "#/x-departure/departsFrom/0",
  ],
  [
    "departsFrom toString",
    overlay({ type: "string" }, { departsFrom: "v2/occurrence#/toString" }),
    "departsFrom",
    "#/x-departure/departsFrom",
  ],
  [
    "departsFrom another overlay rather than the spec",
    overlay({ type: "string" }, { departsFrom: "departures/transport-object#" }),
    "departsFrom",
    "#/x-departure/departsFrom",
  ],
];

describe("overlayProblem: a profile folder is untrusted input", () => {
  test.each(HOSTILE)(
    "%s is refused, naming the keyword and its place",
    (_, schema, keyword, place) => {
      const problem = overlayProblem(schema);
      expect(problem).toMatchObject({ keyword });
      if (place !== "") expect(problem?.place).toBe(place);
    },
  );

  test("every overlay of the kit (schemas/departures/) passes the check", () => {
    expect(getDepartures().length).toBeGreaterThan(0);
    for (const departure of getDepartures()) {
      expect([departure.name, overlayProblem(departure.schema)]).toEqual([
        departure.name,
        undefined,
      ]);
    }
  });

  test("an ordinary overlay passes: an object with fields, a safe pattern, a faker of the list", () => {
    const ordinary = overlay({
      type: "object",
      required: ["street"],
      properties: {
        street: { type: "string", pattern: "^\\p{L}+(?: \\p{L}+)*$", "x-faker": "location.street" },
        number: { type: "integer", minimum: 1, maximum: 99_999 },
        tags: { type: "array", maxItems: 5, items: { enum: ["a", "b"] } },
      },
    });
    expect(overlayProblem(ordinary)).toBeUndefined();
  });

  test("every cap is stated in docs/security-and-limits.md and docs/profiles.md", () => {
    for (const page of ["security-and-limits.md", "profiles.md"]) {
      const text = readFileSync(join(__dirname, "..", "..", "docs", page), "utf8");
      for (const [name, value] of Object.entries(OVERLAY_LIMITS)) {
        const stated =
          value === Number.MAX_SAFE_INTEGER ? "2^53 − 1" : value.toLocaleString("en-US");
        expect([page, name, text.includes(stated)]).toEqual([page, name, true]);
      }
    }
  });

  test("the caps are stated and each one just passes at its value", () => {
    const at = OVERLAY_LIMITS;
    expect(overlayProblem(overlay({ enum: many(at.enumValues) }))).toBeUndefined();
    expect(overlayProblem(overlay({ type: "string", minLength: at.length }))).toBeUndefined();
    expect(overlayProblem(overlay({ type: "array", maxItems: at.count }))).toBeUndefined();
    expect(overlayProblem(overlay({ enum: many(at.enumValues + 1) }))).toMatchObject({
      keyword: "enum",
    });
  });
});

describe("profileFolderOf and loadProfile refuse a hostile overlay before compiling it", () => {
  test("an enum of 300,000 values is one line naming the file, not minutes in Ajv", () => {
    const files = [
      {
        name: "departures/big",
        path: "profile/big.json",
        schema: overlay({ enum: many(300_000) }),
      },
    ];
    expect(() => profileFolderOf("profile", files)).toThrow(
      /^profile\/big\.json: enum at #\/enum: 300000 values, past the cap of 1000$/,
    );
  });

  test("--profile DIR with a catastrophic pattern: one line naming the file and the keyword", () => {
    temp.write("regex/a.json", JSON.stringify(overlay({ type: "string", pattern: "^(a+)+$" })));
    const loaded = loadProfile(`${temp.dir}/regex`);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problem).toMatch(/^--profile .*regex\/a\.json: pattern at #\/pattern: /);
    expect(loaded.problem).not.toMatch(/\n/);
  });

  test("departsFrom constructor is refused like #/properties/nope", () => {
    for (const place of ["constructor", "nope"]) {
      temp.write(
        `from-${place}/a.json`,
        JSON.stringify(
          overlay({ type: "string" }, { departsFrom: `v2/occurrence#/properties/${place}` }),
        ),
      );
      const loaded = loadProfile(`${temp.dir}/from-${place}`);
      expect(loaded).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/departsFrom .* names no place of the spec's schemas/),
      });
    }
  });

  test("a pattern the guard lets through runs in linear time on the value that hangs ^(a+)+$", () => {
    // The same language as ^(a+)+$, written deterministically: accepted and quick on 100,000 a's.
    const folder = profileFolderOf("safe", [
      {
        name: "departures/safe",
        path: "safe.json",
        schema: overlay({ type: "string", pattern: "^a+$" }),
      },
    ]);
    const [entry] = folder.departures;
    expect(entry?.accepts(`${"a".repeat(100_000)}!`)).toBe(false);
    expect(entry?.accepts("a".repeat(100_000))).toBe(true);
  });

  test("the kit's own schemas' patterns compile in the one Ajv as before", () => {
    expect(SCHEMA_FILES.length).toBeGreaterThan(0);
    expect(
      getAjv().getSchema("https://occurrence-contract.dev/schemas/v2/occurrence.json"),
    ).toBeDefined();
  });
});

describe("the mock's faker names only allowed faker methods", () => {
  test("a loaded profile whose overlay fakes through a faker method serves it", () => {
    temp.write(
      "faker/a.json",
      JSON.stringify(
        overlay({
          type: "string",
          "x-faker": { fn: "helpers.arrayElement", args: [["Rua A", "Rua B"]] },
        }),
      ),
    );
    const loaded = loadProfile(`${temp.dir}/faker`);
    if (!loaded.ok) throw new Error(loaded.problem);
    const world = toObservedWorld(buildWorld({ seed: 2, occurrences: 5 }), {
      profile: loaded.profile,
    });
    for (const record of world.occurrences) expect(["Rua A", "Rua B"]).toContain(record.v2.address);
  });
});
