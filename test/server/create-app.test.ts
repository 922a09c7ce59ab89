import { createApp } from "../../src/node/create-app";
import { resolveAppOptions } from "../../src/server/resolve-app-options";
import { testWorld } from "./helpers/test-world";

const world = testWorld(0);

describe("createApp options", () => {
  test("defaults -> take 25, max 5000, ASC, UTC", () => {
    expect(resolveAppOptions({ world }).occurrences).toEqual({
      defaultTake: 25,
      maxTake: 5000,
      defaultOrder: "ASC",
      dateOffsetMinutes: 0,
    });
  });

  test("maxTake below 25 and no defaultTake -> defaultTake follows it down", () => {
    expect(resolveAppOptions({ world, maxTake: 10 }).occurrences.defaultTake).toBe(10);
  });

  test("dateOffset -03:00 -> -180 minutes", () => {
    expect(resolveAppOptions({ world, dateOffset: "-03:00" }).occurrences.dateOffsetMinutes).toBe(
      -180,
    );
  });

  test.each<[string, Partial<Parameters<typeof createApp>[0]>, RegExp]>([
    [
      "defaultTake 0 -> RangeError",
      { defaultTake: 0 },
      /defaultTake must be an integer of 1 or more/,
    ],
    ["maxTake 2.5 -> RangeError", { maxTake: 2.5 }, /maxTake must be an integer/],
    ["defaultTake above maxTake -> RangeError", { defaultTake: 50, maxTake: 40 }, /above maxTake/],
    ["dateOffset BRT -> RangeError", { dateOffset: "BRT" }, /dateOffset must be Z or ±HH:MM/],
    [
      "queryLimits of 0 parameters -> RangeError",
      { queryLimits: { maxLength: 10, maxParameters: 0 } },
      /maxParameters/,
    ],
  ])("%s", (_name, options, message) => {
    expect(() => createApp({ world, ...options })).toThrow(message);
  });
});
