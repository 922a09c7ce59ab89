import { isOccurrenceRecord, readIndexableRecord, readOccurrenceRecord } from "../../src/capture";

// What an occurrence record is, and what of it is read, is decided once here: own data
// (serve --data), validation's shape detection and conformance's checks all read through it.
const RECORD = {
  id: "r1",
  documentNumber: 7,
  date: "2024-05-01T10:00:00.000Z",
  state: { id: "s1", name: "Rio" },
  city: { id: "c1", name: 3 },
  victims: [{ occurrenceId: "r1" }, { occurrenceId: 9 }],
};

describe("an occurrence record carries documentNumber or contextInfo", () => {
  test.each([
    ["documentNumber", { documentNumber: 1 }, true],
    ["contextInfo", { contextInfo: null }, true],
    ["a city", { id: "c", name: "C", state: {} }, false],
    ["a state", { id: "s", name: "S" }, false],
    ["an array", [{ documentNumber: 1 }], false],
    ["null", null, false],
  ] as const)("%s -> %s", (_name, value, is) => {
    expect(isOccurrenceRecord(value)).toBe(is);
  });
});

test("fields of the wrong type read as undefined, the others as they are", () => {
  expect(readOccurrenceRecord(RECORD)).toEqual({
    id: "r1",
    date: RECORD.date,
    time: Date.parse(RECORD.date),
    stateId: "s1",
    stateName: "Rio",
    cityId: "c1",
    cityName: undefined,
    victimCount: 2,
    animalVictimCount: undefined,
    victimOccurrenceIds: ["r1", undefined],
  });
});

describe("a record is indexable with a string id, a date that parses, state.id and city.id", () => {
  test.each([
    ["not an object", "r1", "not an object"],
    ["an empty id", { ...RECORD, id: "" }, "no string id"],
    ["a numeric id", { ...RECORD, id: 1 }, "no string id"],
    ["a date that does not parse", { ...RECORD, date: "yesterday" }, "no date that parses"],
    ["no state id", { ...RECORD, state: { name: "Rio" } }, "no state.id"],
    ["no city", { ...RECORD, city: undefined }, "no city.id"],
  ] as const)("%s -> %s", (_name, value, why) => {
    expect(readIndexableRecord(value)).toEqual({ why });
  });

  test("a whole record -> its fields", () => {
    expect(readIndexableRecord(RECORD)).toMatchObject({ id: "r1", stateId: "s1", cityId: "c1" });
  });
});
