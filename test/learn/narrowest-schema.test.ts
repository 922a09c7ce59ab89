import Ajv from "ajv";
import { narrowestSchema } from "../../src/learn/narrowest-schema";

/** The rule each set of values gives: the narrowest schema that accepts them, not their list. */
const RULES: ReadonlyArray<[string, unknown[], object]> = [
  ["numbers (one an integer) -> a number", [-12.97, 3], { type: "number" }],
  ["integers -> an integer", [1, 2], { type: "integer" }],
  ["null -> null", [null], { type: "null" }],
  [
    "coordinates with stray whitespace -> their shapes (anyOf one pattern each), faked from the values seen",
    [" -12.9714", "-12.85\t", " -38.4858"],
    {
      type: "string",
      anyOf: [{ pattern: "^-[0-9]+\\.[0-9]+\\s+$" }, { pattern: "^\\s+-[0-9]+\\.[0-9]+$" }],
      "x-faker": { fn: "helpers.arrayElement", args: [[" -12.9714", "-12.85\t", " -38.4858"]] },
    },
  ],
  [
    "objects -> their fields, required when always present",
    [{ id: "a", name: "b" }, { id: "c" }],
    {
      type: "object",
      required: ["id"],
      properties: {
        id: {
          type: "string",
          pattern: "^\\p{L}+$",
          "x-faker": { fn: "helpers.arrayElement", args: [["a", "c"]] },
        },
        name: {
          type: "string",
          pattern: "^\\p{L}+$",
          "x-faker": { fn: "helpers.arrayElement", args: [["b"]] },
        },
      },
    },
  ],
  ["two types -> anyOf them", [null, true], { anyOf: [{ type: "null" }, { type: "boolean" }] }],
];

describe("narrowestSchema: a rule that accepts every value seen", () => {
  test.each(RULES)("%s", (_rule, values, expected) => {
    const schema = narrowestSchema(values);
    expect(schema).toEqual(expected);
    const validate = new Ajv({ unicodeRegExp: true, strict: false }).compile(schema);
    expect(values.every((value) => validate(value))).toBe(true);
  });

  test("a value of another kind than those seen is refused", () => {
    const validate = new Ajv({ strict: false }).compile(narrowestSchema([" -12.9714"]));
    expect(validate("-12.9714")).toBe(false);
    expect(validate(" -12.5")).toBe(true);
  });
});
