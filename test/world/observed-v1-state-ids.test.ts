import { profileFolderOf, validate } from "../../src/schemas";
import { buildWorld } from "../../src/world";
import { toObservedWorld } from "../../src/world/to-observed-world";
import { toV1OccurrenceRow } from "../../src/world/to-v1-occurrence-row";
import { toV1CityRow } from "../../src/world/to-v1-city-row";
import { v1StateId } from "../../src/world/v1-state-id";

describe("v1 state ids as the real v1 numbers them", () => {
  test.each([
    ["Bahia", 5],
    ["Pará", 14],
    ["Pernambuco", 17],
    ["Rio de Janeiro", 19],
    ["Acre", 1],
    ["Tocantins", 27],
  ])("%s -> %i (its place among the 27 federative units)", (name, id) => {
    expect(v1StateId(name)).toBe(id);
  });

  test("a name that is no federative unit -> undefined", () => {
    expect(v1StateId("Atlântida")).toBeUndefined();
  });

  const spec = buildWorld({ seed: 3, occurrences: 200, until: "2025-06-30" });
  const observed = toObservedWorld(spec);

  test("the observed world's v1 rows carry them, rows and cities alike", () => {
    const ids = new Map(observed.states.map((s) => [s.name, s.id]));
    expect(ids.get("Rio de Janeiro")).toBe(19);
    expect(ids.get("Pernambuco")).toBe(17);
    for (const occurrence of observed.occurrences.slice(0, 50)) {
      const row = toV1OccurrenceRow(observed, occurrence);
      expect(row.estado_id).toBe(v1StateId(row.nome_estado));
    }
    for (const city of observed.cities) {
      const state = observed.states.find((s) => s.id === city.stateId);
      expect(toV1CityRow(city).EstadoId).toBe(v1StateId(state?.name ?? ""));
    }
  });

  test("the spec world keeps its own ids, 1 to 4", () => {
    expect(spec.states.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("an overlay of kind absent, served", () => {
  test("serve --profile DIR leaves the field out of every record at share 1", () => {
    const overlay = {
      $schema: "http://json-schema.org/draft-07/schema#",
      title: "PoliceActionAbsent",
      "x-departure": {
        departsFrom: "v2/occurrence#/properties/policeAction",
        summary: "policeAction is absent",
        seen: "no policeAction",
        where: "a test",
        since: "2025",
        share: 1,
        kind: "absent",
      },
      not: {},
    };
    const profile = profileFolderOf("absent", [
      {
        name: "departures/police-action-absent",
        path: "police-action-absent.json",
        schema: overlay,
      },
    ]);
    const world = toObservedWorld(buildWorld({ seed: 3, occurrences: 20, until: "2025-06-30" }), {
      profile,
    });
    expect(world.occurrences.filter((o) => "policeAction" in o.v2)).toEqual([]);
    expect(validate("v2/occurrence", world.occurrences[0]?.v2, { profile })).toEqual([]);
    // Under spec it stays what it is: a required field missing.
    expect(validate("v2/occurrence", world.occurrences[0]?.v2)).toEqual([
      expect.objectContaining({ rule: "required", path: "/policeAction" }),
    ]);
  });
});
