import { dayStart } from "../../src/day-start";
import { parseDateOffset } from "../../src/query/parse-date-offset";
import { createOccurrenceQueryParser } from "../../src/query/parse-occurrence-query";

describe("parseDateOffset", () => {
  test.each<[string, number | undefined]>([
    ["Z", 0],
    ["+00:00", 0],
    ["-03:00", -180],
    ["+05:30", 330],
    ["+14:00", 840],
    ["-03", undefined],
    ["-0300", undefined],
    ["+15:00", undefined],
    ["+01:60", undefined],
    ["UTC", undefined],
    ["", undefined],
  ])("%s -> %s", (text, minutes) => {
    expect(parseDateOffset(text)).toBe(minutes);
  });
});

describe("dayStart", () => {
  test.each<[string, number, string]>([
    ["2024-05-01", 0, "2024-05-01T00:00:00.000Z"],
    ["2024-05-01", -180, "2024-05-01T03:00:00.000Z"],
    ["2024-05-01", 330, "2024-04-30T18:30:00.000Z"],
    ["2024-03-01", 0, "2024-03-01T00:00:00.000Z"],
    ["2023-01-01", -180, "2023-01-01T03:00:00.000Z"],
  ])("%s at %d minutes -> %s", (date, offset, iso) => {
    expect(new Date(dayStart(date, offset)).toISOString()).toBe(iso);
  });
});

// dayStart once built the instant with Date.UTC, which reads years 0-99 as 1900-1999, so
// initialdate=0024-05-01 (a valid `format: date`) started on 1924-05-01. Years are now taken as
// written.
describe("a date before the year 100 keeps its year (initialdate, finaldate)", () => {
  test.each<[string, number, string]>([
    ["0024-05-01 at Z -> year 24 (was 1924)", 0, "0024-05-01T00:00:00.000Z"],
    ["0099-12-31 at -03:00 -> year 99 (was 1999)", -180, "0099-12-31T03:00:00.000Z"],
    ["0000-01-01 at Z -> year 0 (was 1900)", 0, "0000-01-01T00:00:00.000Z"],
    ["2024-05-01 at Z -> unchanged", 0, "2024-05-01T00:00:00.000Z"],
  ])("%s", (name, offset, iso) => {
    const date = name.slice(0, 10);
    expect(new Date(dayStart(date, offset)).toISOString()).toBe(iso);
  });

  test("finaldate=0050-01-01 -> until the end of that day in year 50, not 1950", () => {
    const parse = createOccurrenceQueryParser({
      defaultTake: 25,
      maxTake: 5000,
      defaultOrder: "ASC",
      dateOffsetMinutes: 0,
    });
    const parsed = parse({ finaldate: "0050-01-01" });
    expect(parsed.ok && new Date(parsed.value.until ?? 0).toISOString()).toBe(
      "0050-01-02T00:00:00.000Z",
    );
  });
});
