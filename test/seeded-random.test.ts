import { SeededRandom } from "../src/seeded-random";

describe("SeededRandom (the world's and conformance's one seeded source)", () => {
  test("the same seed draws the same numbers; another seed others", () => {
    const draw = (seed: number): number[] => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 5 }, () => random.between(1, 1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });
  test("between stays within its bounds, both reached", () => {
    const random = new SeededRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.between(2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
  test("shuffle keeps the elements and leaves its input alone; pick of an empty list throws", () => {
    const random = new SeededRandom(3);
    const input = [1, 2, 3, 4, 5];
    expect(random.shuffle(input).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(input).toEqual([1, 2, 3, 4, 5]);
    expect(() => random.pick([])).toThrow("empty");
  });
  test("shuffle draws every order of three elements, each from the seed", () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const order = new SeededRandom(seed).shuffle(["a", "b", "c"]).join("");
      expect(new SeededRandom(seed).shuffle(["a", "b", "c"]).join("")).toBe(order);
      orders.add(order);
    }
    expect([...orders].sort()).toEqual(["abc", "acb", "bac", "bca", "cab", "cba"]);
  });
});
