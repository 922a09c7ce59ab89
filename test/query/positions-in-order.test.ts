import fc from "fast-check";
import { positionsInOrder } from "../../src/query/positions-in-order";

// Worlds and their indexes take their positions in date order from positionsInOrder: the same
// order a sort gives, whether the positions came in order (no sort) or not.
describe("positionsInOrder", () => {
  it("gives the order of a sort by the comparison, ties broken by position", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }), (keys) => {
        const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
        const expected = keys.map((_, position) => position).sort(compare);
        expect([...positionsInOrder(keys.length, compare)]).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it.each<[string, number[]]>([
    ["already in order", [1, 2, 2, 5, 9]],
    ["reversed", [9, 5, 2, 2, 1]],
    ["one out of place at the end", [1, 2, 3, 4, 0]],
    ["empty", []],
  ])("orders positions %s", (_name, keys) => {
    const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
    const positions = [...positionsInOrder(keys.length, compare)];
    expect(positions.map((position) => keys[position])).toEqual([...keys].sort((a, b) => a - b));
  });
});
