import { buildWorld, randomUuid, SeededRandom, type World } from "../../src/world";

function bytes(world: World): string {
  return JSON.stringify(world);
}

describe("the same seed gives the same bytes", () => {
  test.each([
    [1, 500],
    [7, 500],
    [4294967295, 200],
  ])("seed %i, %i occurrences: two builds are byte-identical", (seed, occurrences) => {
    expect(bytes(buildWorld({ seed, occurrences }))).toBe(bytes(buildWorld({ seed, occurrences })));
  });

  test.each([
    [1, 2],
    [1, 1001],
    [0, 4294967295],
  ])("seeds %i and %i give different occurrences", (a, b) => {
    const one = buildWorld({ seed: a, occurrences: 50 }).occurrences;
    const other = buildWorld({ seed: b, occurrences: 50 }).occurrences;
    expect(JSON.stringify(one)).not.toBe(JSON.stringify(other));
    expect(one.filter((o, i) => o.v2.id === other[i]?.v2.id)).toEqual([]);
  });
});

describe("a bigger world begins with the smaller one", () => {
  test.each([
    [1, 200, 300],
    [42, 1, 1000],
    [3, 0, 10],
  ])(
    "seed %i: the first %i occurrences of a world of %i are those of the smaller world",
    (seed, small, big) => {
      const prefix = buildWorld({ seed, occurrences: big }).occurrences.slice(0, small);
      expect(JSON.stringify(prefix)).toBe(
        JSON.stringify(buildWorld({ seed, occurrences: small }).occurrences),
      );
    },
  );
});

describe("worlds do not depend on the clock", () => {
  test("a build with the clock moved 5 years on gives the same bytes", () => {
    const before = bytes(buildWorld({ seed: 5, occurrences: 100 }));
    jest.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z") });
    try {
      expect(bytes(buildWorld({ seed: 5, occurrences: 100 }))).toBe(before);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("buildWorld rejects options out of range", () => {
  test.each([
    ["seed -1", { seed: -1, occurrences: 1 }],
    ["seed 1.5", { seed: 1.5, occurrences: 1 }],
    ["seed 2^32", { seed: 4294967296, occurrences: 1 }],
    ["occurrences -5", { seed: 1, occurrences: -5 }],
    ["occurrences 2.5", { seed: 1, occurrences: 2.5 }],
  ])("%s -> RangeError", (_case, options) => {
    expect(() => buildWorld(options)).toThrow(RangeError);
  });
});

describe("seeded randomness", () => {
  test("SeededRandom: the same parts give the same stream, other parts another", () => {
    const draw = (parts: number[]) => {
      const random = new SeededRandom(parts);
      return Array.from({ length: 8 }, () => random.nextUint32());
    };
    expect(draw([1, 2, 3])).toEqual(draw([1, 2, 3]));
    expect(draw([1, 2, 3])).not.toEqual(draw([1, 3, 2]));
    expect(draw([1, 2])).not.toEqual(draw([2, 1]));
  });

  test("SeededRandom.next stays in [0, 1) and covers it", () => {
    const random = new SeededRandom(9);
    const values = Array.from({ length: 10_000 }, () => random.next());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Math.min(...values)).toBeLessThan(0.01);
    expect(Math.max(...values)).toBeGreaterThan(0.99);
  });

  test("derived UUIDs are version 4, deterministic and distinct", () => {
    const make = () => {
      const random = new SeededRandom([11]);
      return Array.from({ length: 1000 }, () => randomUuid(random));
    };
    const uuids = make();
    expect(
      uuids.filter(
        (u) => !/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(u),
      ),
    ).toEqual([]);
    expect(new Set(uuids).size).toBe(1000);
    expect(make()).toEqual(uuids);
  });
});
