import fc from "fast-check";
import { buildOccurrenceIndex } from "../../src/query/build-occurrence-index";
import { comparePositions } from "../../src/query/compare-positions";
import { dayStart, DAY_MS } from "../../src/day-start";
import { filterOccurrences } from "../../src/query/filter-occurrences";
import type { OccurrenceFilter, VictimFilter } from "../../src/query/occurrence-query";
import { orderSelection } from "../../src/query/order-selection";
import type { World } from "../../src/world/world";
import { bruteForce, type BruteQuery } from "../server/helpers/brute-force";
import { retimedWorld, testWorld } from "../server/helpers/test-world";

function toFilter(query: BruteQuery): OccurrenceFilter {
  return {
    stateUuid: query.idState,
    cityUuids: query.idCities,
    from: query.initialdate === undefined ? undefined : dayStart(query.initialdate, 0),
    until: query.finaldate === undefined ? undefined : dayStart(query.finaldate, 0) + DAY_MS,
    victims: query.typeOccurrence ?? "all",
  };
}

function ids(world: World, query: BruteQuery): number[] {
  const index = buildOccurrenceIndex(world);
  const selection = filterOccurrences(toFilter(query), index);
  const count = selection.end - selection.start;
  return orderSelection(selection, query.order ?? "ASC", 0, count).map(
    (position) => world.occurrences[position]!.id,
  );
}

describe("the order of occurrences (comparePositions): by date, then id", () => {
  const world = retimedWorld([
    "2024-01-01T10:00:00Z",
    "2024-01-01T09:00:00Z",
    "2024-01-01T10:00:00Z",
  ]);
  const index = buildOccurrenceIndex(world);
  const at = (id: number): number => world.occurrences.findIndex((o) => o.id === id);
  test.each<[string, number, number, number]>([
    ["id 2 (09:00) before id 1 (10:00) -> negative", 2, 1, -1],
    ["id 1 after id 2 -> positive", 1, 2, 1],
    ["same date: id 1 before id 3 -> negative", 1, 3, -1],
    ["same date: id 3 after id 1 -> positive", 3, 1, 1],
    ["itself -> zero", 1, 1, 0],
  ])("%s", (_name, a, b, sign) => {
    expect(Math.sign(comparePositions(index, at(a), at(b)))).toBe(sign);
  });
});

describe("filterOccurrences + orderSelection on hand-timed occurrences", () => {
  // Ids 1..8: two ties at 10:00 on May 1st, day boundaries at 23:59:59.999 and 00:00.
  const world = retimedWorld(
    [
      "2024-05-01T10:00:00.000Z",
      "2024-04-30T23:59:59.999Z",
      "2024-05-01T00:00:00.000Z",
      "2024-05-01T10:00:00.000Z",
      "2024-05-01T23:59:59.999Z",
      "2024-05-02T00:00:00.000Z",
      "2024-05-01T10:00:00.000Z",
      "2023-01-01T00:00:00.000Z",
    ],
    { withoutVictims: [0, 3] },
  );
  test.each<[string, BruteQuery, number[]]>([
    ["no filter ASC -> by date, ties by id", {}, [8, 2, 3, 1, 4, 7, 5, 6]],
    ["no filter DESC -> the exact reverse", { order: "DESC" }, [6, 5, 7, 4, 1, 3, 2, 8]],
    [
      "initialdate=finaldate=2024-05-01 -> the whole day, both ends inclusive",
      { initialdate: "2024-05-01", finaldate: "2024-05-01" },
      [3, 1, 4, 7, 5],
    ],
    ["initialdate=2024-05-02 -> from midnight on", { initialdate: "2024-05-02" }, [6]],
    ["finaldate=2024-04-30 -> up to 23:59:59.999", { finaldate: "2024-04-30" }, [8, 2]],
    [
      "withoutVictim on the day -> ids 1 and 4 (victims removed)",
      { initialdate: "2024-05-01", finaldate: "2024-05-01", typeOccurrence: "withoutVictim" },
      [1, 4],
    ],
  ])("%s", (_name, query, expected) => {
    expect(ids(world, query)).toEqual(expected);
  });

  test("withVictim + withoutVictim partition all", () => {
    const all = ids(world, {});
    const split = [
      ...ids(world, { typeOccurrence: "withVictim" }),
      ...ids(world, { typeOccurrence: "withoutVictim" }),
    ];
    expect(split.sort((x, y) => x - y)).toEqual(all.sort((x, y) => x - y));
  });
});

describe("filterOccurrences: the index agrees with brute force", () => {
  const world = testWorld(400, 3);
  const stateUuids = world.states.map((state) => state.uuid);
  const cityUuids = world.cities.map((city) => city.uuid);
  const day = fc
    .date({
      min: new Date("2022-12-25T00:00:00Z"),
      max: new Date("2025-01-05T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const query: fc.Arbitrary<BruteQuery> = fc.record(
    {
      idState: fc.constantFrom(...stateUuids, "00000000-0000-4000-8000-000000000000"),
      idCities: fc.uniqueArray(fc.constantFrom(...cityUuids), { minLength: 1, maxLength: 4 }),
      initialdate: day,
      finaldate: day,
      typeOccurrence: fc.constantFrom<VictimFilter>("all", "withVictim", "withoutVictim"),
      order: fc.constantFrom<"ASC" | "DESC">("ASC", "DESC"),
    },
    { requiredKeys: [] },
  );

  test("for random filter combinations, the same occurrences in the same order", () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(ids(world, q)).toEqual(bruteForce(world, q).map((occurrence) => occurrence.id));
      }),
      { numRuns: 300 },
    );
  });

  test("a city outside idState -> no match from that city", () => {
    const city = world.cities.find((candidate) => candidate.stateId !== world.states[0]!.id)!;
    expect(ids(world, { idState: world.states[0]!.uuid, idCities: [city.uuid] })).toEqual([]);
  });

  test("an unknown state or city UUID -> nothing matches", () => {
    expect(ids(world, { idState: "00000000-0000-4000-8000-000000000000" })).toEqual([]);
    expect(ids(world, { idCities: ["00000000-0000-4000-8000-000000000000"] })).toEqual([]);
  });

  test("a city repeated -> counted once", () => {
    const uuid = world.occurrences[0]!.v2.city.id;
    expect(ids(world, { idCities: [uuid, uuid] })).toEqual(ids(world, { idCities: [uuid] }));
  });

  test("a single scope is a view into the index, not a copy", () => {
    const index = buildOccurrenceIndex(world);
    expect(filterOccurrences({ victims: "all" }, index).list).toBe(index.everywhere.all);
  });
});

describe("orderSelection: a window of the selection", () => {
  const list = Int32Array.from([5, 6, 7, 8, 9, 10]);
  const selection = { list, start: 1, end: 5 }; // 6 7 8 9
  test.each<[string, "ASC" | "DESC", number, number, number[]]>([
    ["ASC first two -> 6, 7", "ASC", 0, 2, [6, 7]],
    ["ASC last two -> 8, 9", "ASC", 2, 4, [8, 9]],
    ["DESC first two -> 9, 8", "DESC", 0, 2, [9, 8]],
    ["DESC last three -> 8, 7, 6", "DESC", 1, 4, [8, 7, 6]],
    ["empty window -> none", "ASC", 4, 4, []],
  ])("%s", (_name, order, start, end, expected) => {
    expect(orderSelection(selection, order, start, end)).toEqual(expected);
  });
});
