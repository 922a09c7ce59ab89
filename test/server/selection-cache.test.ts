import { buildOccurrenceIndex } from "../../src/query/build-occurrence-index";
import type { OccurrenceFilter } from "../../src/query/occurrence-query";
import { createSelectionCache } from "../../src/server/v2/create-selection-cache";
import { testWorld } from "./helpers/test-world";

const world = testWorld(200);
const index = buildOccurrenceIndex(world);
const [a, b, c] = world.cities.map((city) => city.uuid);
const twoCities = (from?: number): OccurrenceFilter => ({
  cityUuids: [a!, b!],
  from,
  victims: "all",
});

describe("createSelectionCache", () => {
  test("the same several-city filter twice -> the same merged selection (merged once)", () => {
    const select = createSelectionCache(index);
    expect(select(twoCities())).toBe(select(twoCities()));
  });

  test("the cities in another order -> the same entry", () => {
    const select = createSelectionCache(index);
    expect(select({ cityUuids: [b!, a!], victims: "all" })).toBe(select(twoCities()));
  });

  test("another filter -> another entry", () => {
    const select = createSelectionCache(index);
    expect(select({ cityUuids: [a!, c!], victims: "all" })).not.toBe(select(twoCities()));
  });

  test("capacity 2, three filters -> the least recently used is merged again", () => {
    const select = createSelectionCache(index, 2);
    const first = select(twoCities(1));
    select(twoCities(2));
    select(twoCities(3));
    expect(select(twoCities(1))).not.toBe(first);
    expect(select(twoCities(1))).toEqual(first);
  });

  test("a one-city filter -> a view of the index, not cached", () => {
    const select = createSelectionCache(index);
    expect(select({ cityUuids: [a!], victims: "all" }).list).toBe(index.byCity.get(a!)?.all);
  });
});
