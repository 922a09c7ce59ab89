import { filterCities } from "../../src/query/filter-cities";
import { foldName } from "../../src/query/fold-name";
import { parseCityQuery } from "../../src/query/parse-city-query";
import { testWorld } from "../server/helpers/test-world";

describe("foldName", () => {
  test.each<[string, string]>([
    ["NITERÓI", "niteroi"],
    ["São Gonçalo", "sao goncalo"],
    ["BELÉM", "belem"],
    ["Jaboatão dos Guararapes", "jaboatao dos guararapes"],
  ])("%s -> %s", (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});

describe("filterCities: cityName is the whole name, ignoring case and accents", () => {
  const world = testWorld(0);
  const names = (filter: Parameters<typeof filterCities>[1]): string[] =>
    filterCities(world, filter).map((city) => city.name);
  test.each<[string, string, string[]]>([
    ["niteroi -> Niterói", "niteroi", ["Niterói"]],
    ["NITERÓI -> Niterói", "NITERÓI", ["Niterói"]],
    ["sao goncalo -> São Gonçalo", "sao goncalo", ["São Gonçalo"]],
    ["belem -> Belém", "belem", ["Belém"]],
    ["a part of a name (rio) -> none", "rio", []],
    ["a name with an extra space -> none", "niteroi ", []],
  ])("%s", (_name, cityName, expected) => {
    expect(names({ cityName })).toEqual(expected);
  });

  test("stateId -> only that state's cities, in world order", () => {
    const state = world.states[1]!;
    expect(filterCities(world, { stateUuid: state.uuid })).toEqual(
      world.cities.filter((city) => city.stateId === state.id),
    );
  });

  test("cityId with another state's stateId -> none", () => {
    const city = world.cities[0]!;
    expect(filterCities(world, { cityUuid: city.uuid, stateUuid: world.states[3]!.uuid })).toEqual(
      [],
    );
    expect(filterCities(world, { cityUuid: city.uuid, stateUuid: world.states[0]!.uuid })).toEqual([
      city,
    ]);
  });

  test("no filter -> every city", () => {
    expect(filterCities(world, {})).toEqual(world.cities);
  });

  test("parseCityQuery lower-cases UUIDs and keeps the name", () => {
    expect(
      parseCityQuery({ cityId: world.cities[0]!.uuid.toUpperCase(), cityName: "Niterói" }),
    ).toEqual({
      ok: true,
      value: { cityUuid: world.cities[0]!.uuid, cityName: "Niterói", stateUuid: undefined },
    });
  });
});
