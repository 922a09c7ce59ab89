import fc from "fast-check";
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
  const record = readOccurrenceRecord(RECORD);
  // victimOccurrenceIds is read on demand (a getter).
  expect({ ...record, victimOccurrenceIds: record.victimOccurrenceIds }).toEqual({
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

const NO_REAL_DATE = "no date that is a real day and time in the years 0000–9999";

describe("a record is indexable with a string id, a real date, state.id and city.id", () => {
  test.each([
    ["not an object", "r1", "not an object"],
    ["an empty id", { ...RECORD, id: "" }, "no string id"],
    ["a numeric id", { ...RECORD, id: 1 }, "no string id"],
    ["a date that does not parse", { ...RECORD, date: "yesterday" }, NO_REAL_DATE],
    ["February 30 (not March 2)", { ...RECORD, date: "2025-02-30T01:00:00.000Z" }, NO_REAL_DATE],
    ["February 29 of a common year", { ...RECORD, date: "2023-02-29T01:00:00Z" }, NO_REAL_DATE],
    ["hour 25", { ...RECORD, date: "2025-02-03T25:00:00.000Z" }, NO_REAL_DATE],
    ["hour 24 (not the next day)", { ...RECORD, date: "2025-02-03T24:00:00.000Z" }, NO_REAL_DATE],
    ["minute 60", { ...RECORD, date: "2025-02-03T10:60:00.000Z" }, NO_REAL_DATE],
    ["month 13", { ...RECORD, date: "2025-13-01T10:00:00.000Z" }, NO_REAL_DATE],
    [
      "JavaScript's first instant",
      { ...RECORD, date: "-271821-04-20T00:00:00.000Z" },
      NO_REAL_DATE,
    ],
    ["JavaScript's last instant", { ...RECORD, date: "+275760-09-13T00:00:00.000Z" }, NO_REAL_DATE],
    ["year 10000", { ...RECORD, date: "+010000-01-01T00:00:00.000Z" }, NO_REAL_DATE],
    ["no state id", { ...RECORD, state: { name: "Rio" } }, "no state.id"],
    ["no city", { ...RECORD, city: undefined }, "no city.id"],
  ] as const)("%s -> %s", (_name, value, why) => {
    expect(readIndexableRecord(value)).toEqual({ why });
  });

  test.each([
    ["February 29 of a leap year", "2024-02-29T23:59:59.999Z"],
    ["the first day of year 0000", "0000-01-01T00:00:00.000Z"],
    ["the last instant of year 9999", "9999-12-31T23:59:59.999Z"],
    ["an offset", "2024-05-01T10:00:00-03:00"],
  ])("a real date is indexable: %s", (_name, date) => {
    expect(readIndexableRecord({ ...RECORD, date })).toMatchObject({ time: Date.parse(date) });
  });

  // The reader checks the calendar fields character by character (no match array per record);
  // this oracle is the rule written as a regular expression, as it first was.
  const ISO_FIELDS = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2}))?)?/;
  const oracleTime = (date: string): number | undefined => {
    const time = Date.parse(date);
    if (Number.isNaN(time)) return undefined;
    if (time < Date.parse("0000-01-01T00:00:00.000Z")) return undefined;
    if (time > Date.parse("9999-12-31T23:59:59.999Z")) return undefined;
    const fields = ISO_FIELDS.exec(date);
    if (fields === null) return time;
    const field = (index: number): number => Number(fields[index] ?? 0);
    const [year, month, day] = [field(1), field(2), field(3)];
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const days = [0, 31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month] ?? 0;
    const real = day >= 1 && day <= days && field(4) <= 23 && field(5) <= 59 && field(6) <= 59;
    return real ? time : undefined;
  };
  const padded = (max: number, width: number) =>
    fc.integer({ min: 0, max }).map((n) => String(n).padStart(width, "0"));
  // Mostly the usual form, so that most strings are dates Date.parse reads, with a slip now and
  // then.
  const mostly = (usual: string, ...others: string[]) =>
    fc.oneof({ arbitrary: fc.constant(usual), weight: 6 }, fc.constantFrom(...others));
  const dateLike = fc
    .tuple(
      fc.oneof(
        { arbitrary: padded(9999, 4), weight: 6 },
        padded(99, 2),
        fc.constantFrom("+010000", "-000001", "20x4"),
      ),
      mostly("-", "/", ""),
      padded(14, 2),
      mostly("-", "."),
      padded(33, 2),
      fc.constantFrom("T", "t", " ", "X", ""),
      fc.oneof(padded(26, 2), fc.constant("24")),
      mostly(":", "", "-"),
      fc.oneof(padded(61, 2), fc.constant("00")),
      mostly(":", "", "."),
      fc.oneof(padded(61, 2), fc.constant("00")),
      fc.constantFrom(".000Z", "Z", "-03:00", "", "+01:00", ".5"),
    )
    .map((parts) => parts.join(""));

  test("a date's calendar fields are checked as the regular expression reads them", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          dateLike,
          dateLike.map((date) => date.slice(0, 16)),
          dateLike.map((date) => date.slice(0, 11)),
          fc.string({ unit: fc.constantFrom(..."0123456789-T: Z.") }),
        ),
        (date) => {
          const read = readIndexableRecord({ ...RECORD, date });
          const time = oracleTime(date);
          if (time === undefined) expect(read).toEqual({ why: NO_REAL_DATE });
          else expect(read).toMatchObject({ time });
        },
      ),
      { numRuns: 3000 },
    );
  });

  test("a whole record -> its fields", () => {
    expect(readIndexableRecord(RECORD)).toMatchObject({ id: "r1", stateId: "s1", cityId: "c1" });
  });
});
