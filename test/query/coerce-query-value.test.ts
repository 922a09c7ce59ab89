import { coerceQueryValue } from "../../src/query/coerce-query-value";
import type { QueryValueType } from "../../src/query/query-property";

describe("coerceQueryValue", () => {
  test.each<[string, string, readonly QueryValueType[], unknown]>([
    ["integer 25 -> 25", "25", ["integer"], 25],
    ["integer -3 -> -3", "-3", ["integer"], -3],
    ["integer with a plus sign stays text", "+3", ["integer"], "+3"],
    ["integer 1.0 stays text (integers are digits only)", "1.0", ["integer"], "1.0"],
    ["integer 1e3 stays text", "1e3", ["integer"], "1e3"],
    ["integer with spaces stays text", " 1", ["integer"], " 1"],
    ["integer hex stays text", "0x10", ["integer"], "0x10"],
    [
      "integer above the safe range stays text",
      "9007199254740993",
      ["integer"],
      "9007199254740993",
    ],
    ["empty integer stays text", "", ["integer"], ""],
    ["number -22.90 -> -22.9", "-22.90", ["number"], -22.9],
    ["number Infinity stays text", "Infinity", ["number"], "Infinity"],
    ["boolean true -> true", "true", ["boolean"], true],
    ["boolean TRUE stays text", "TRUE", ["boolean"], "TRUE"],
    ["null or number: null -> null", "null", ["number", "null"], null],
    ["number, string or null: 12.5 -> 12.5", "12.5", ["number", "null", "string"], 12.5],
    ["number, string or null: abc -> abc", "abc", ["number", "null", "string"], "abc"],
    ["string keeps digits as text", "123", ["string"], "123"],
    ["no type: kept as sent", "x", [], "x"],
  ])("%s", (_name, raw, types, expected) => {
    expect(coerceQueryValue(raw, types)).toEqual(expected);
  });
});
