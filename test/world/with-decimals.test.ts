import { SeededRandom } from "../../src/world";
import { withDecimals } from "../../src/world/with-decimals";

describe("withDecimals", () => {
  test.each([
    ["fewer decimals round half away from zero", "-22.9068450000", 5, "-22.90685"],
    ["fewer decimals round down below half", "-8.0214440000", 5, "-8.02144"],
    ["a rounding carry reaches the integer part", "-12.9999990000", 5, "-13.00000"],
    ["a positive value rounds up too", "38.1234550000", 5, "38.12346"],
    [
      "the world's precision exactly keeps its digits, zeros included",
      "-8.0170200000",
      6,
      "-8.017020",
    ],
  ])("%s: %s at %i decimals is %s", (_rule, value, decimals, expected) => {
    expect(withDecimals(value, decimals, 6, new SeededRandom(1))).toBe(expected);
  });

  test("more decimals keep the precise digits and draw the rest, not the padding zeros", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      const text = withDecimals("-8.0170200000", 15, 6, new SeededRandom(seed)) ?? "";
      expect(text).toMatch(/^-8\.017020[0-9]{9}$/);
      seen.add(text.slice(-9));
    }
    expect([...seen].some((tail) => tail !== "000000000")).toBe(true);
    expect(seen.size).toBeGreaterThan(40);
  });

  test("the same draws give the same digits", () => {
    const once = withDecimals("-22.9068470000", 12, 6, new SeededRandom(7));
    expect(withDecimals("-22.9068470000", 12, 6, new SeededRandom(7))).toBe(once);
  });

  test.each([" -12.5", "-12.5\t", "abc", "1e5", ""])("%j is no plain decimal string", (value) => {
    expect(withDecimals(value, 8, 6, new SeededRandom(1))).toBeUndefined();
  });
});
