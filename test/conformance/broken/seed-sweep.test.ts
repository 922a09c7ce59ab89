import { bySeed, seedsOf, sweepDepthOf } from "./seed-sweep";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe("seedsOf: the seeds of a row in each part of the sweep", () => {
  test("full: the rotation and the remainder share no seed and together are every seed", () => {
    for (const per of [1, 2, 3]) {
      for (let index = 0; index < 10; index += 1) {
        const rotation = seedsOf("rotation", index, SEEDS, per, "full");
        const remainder = seedsOf("remainder", index, SEEDS, per, "full");
        expect(rotation).toHaveLength(per);
        expect([...rotation, ...remainder].sort((a, b) => a - b)).toEqual(SEEDS);
      }
    }
  });

  test("half: a row meets its rotation and every other seed after it, none twice", () => {
    expect(seedsOf("rotation", 0, SEEDS, 1, "half")).toEqual([1]);
    expect(seedsOf("remainder", 0, SEEDS, 1, "half")).toEqual([3, 5, 7]);
    expect(seedsOf("rotation", 3, SEEDS, 1, "half")).toEqual([4]);
    expect(seedsOf("remainder", 3, SEEDS, 1, "half")).toEqual([2, 6, 8]);
    expect(seedsOf("remainder", 0, SEEDS, 2, "half")).toEqual([3, 5, 7]);
    expect(seedsOf("remainder", 1, SEEDS, 2, "half")).toEqual([1, 5, 7]);
  });

  test("half: over eight rows every seed meets half of the rows, the rotation's one each", () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ name: `row ${i}` }));
    const met = (part: "rotation" | "remainder") =>
      SEEDS.map(
        (seed) => bySeed(part, rows, SEEDS, 1, "half").filter(([, s]) => s === seed).length,
      );
    expect(met("rotation")).toEqual(SEEDS.map(() => 1));
    expect(met("remainder")).toEqual(SEEDS.map(() => 3));
  });

  test("the depth is full only when SWEEP=full", () => {
    expect(sweepDepthOf({ SWEEP: "full" })).toBe("full");
    expect(sweepDepthOf({})).toBe("half");
    expect(sweepDepthOf({ SWEEP: "yes" })).toBe("half");
  });
});
