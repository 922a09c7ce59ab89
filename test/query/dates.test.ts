import { dayStart } from "../../src/world/day-start";
import { parseDateOffset } from "../../src/query/parse-date-offset";

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
