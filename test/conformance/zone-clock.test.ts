import {
  dayInZone,
  instantsOfLocal,
  isFixedZone,
  isLocalMidnight,
  isUtc,
  offsetAt,
} from "../../src/conformance/zone-clock";

const at = (iso: string): number => Date.parse(iso);

describe("the zone clock of the oracle", () => {
  it("reads fixed offsets, UTC and named zones with their daylight-saving history", () => {
    expect(offsetAt(at("2018-01-10T12:00:00Z"), "-03:00")).toBe(-180);
    expect(offsetAt(at("2018-01-10T12:00:00Z"), "+0530")).toBe(330);
    expect(offsetAt(at("2018-01-10T12:00:00Z"), "UTC")).toBe(0);
    // America/Sao_Paulo: UTC-2 in the summer of 2018 (daylight saving), UTC-3 after 2019.
    expect(offsetAt(at("2018-01-10T12:00:00Z"), "America/Sao_Paulo")).toBe(-120);
    expect(offsetAt(at("2018-07-10T12:00:00Z"), "America/Sao_Paulo")).toBe(-180);
    expect(offsetAt(at("2020-01-10T12:00:00Z"), "America/Sao_Paulo")).toBe(-180);
    expect(offsetAt(0, "Not/AZone")).toBeUndefined();
    expect(isUtc("+00:00") && isUtc("Etc/UTC") && !isUtc("-03:00")).toBe(true);
  });

  it("tells a fixed offset from a named zone with a history", () => {
    expect(["-03:00", "+0530", "+00:00", "UTC", "Z"].every(isFixedZone)).toBe(true);
    expect(["America/Sao_Paulo", "Etc/GMT+3", "-3", "03:00"].some(isFixedZone)).toBe(false);
  });

  it("gives the day of an instant in a zone", () => {
    expect(dayInZone(at("2018-01-10T01:30:00Z"), "America/Sao_Paulo")).toBe("2018-01-09");
    expect(dayInZone(at("2018-01-10T02:30:00Z"), "America/Sao_Paulo")).toBe("2018-01-10");
    expect(dayInZone(at("2018-01-10T02:30:00Z"), "Not/AZone")).toBeUndefined();
  });

  it("tells the first instant of a day in a zone, daylight saving included", () => {
    // America/Sao_Paulo was UTC-2 in January 2018 and UTC-3 in July.
    expect(isLocalMidnight(at("2018-01-10T02:00:00Z"), "America/Sao_Paulo")).toBe(true);
    expect(isLocalMidnight(at("2018-07-10T03:00:00Z"), "America/Sao_Paulo")).toBe(true);
    expect(isLocalMidnight(at("2018-07-10T02:00:00Z"), "America/Sao_Paulo")).toBe(false);
    expect(isLocalMidnight(at("2018-01-10T00:00:00Z"), "-03:00")).toBe(false);
    expect(isLocalMidnight(at("2018-01-10T03:00:00Z"), "-03:00")).toBe(true);
    expect(isLocalMidnight(at("1969-12-31T00:00:00Z"), "UTC")).toBe(true);
    expect(isLocalMidnight(at("2018-01-10T00:00:00Z"), "Not/AZone")).toBeUndefined();
  });

  it("finds every instant a wall-clock time can be: one, two when the hour repeats, one in a gap", () => {
    expect(instantsOfLocal("2018-01-09T23:30:00", "America/Sao_Paulo")).toEqual([
      at("2018-01-10T01:30:00Z"),
    ]);
    // Daylight saving ended at midnight of 2018-02-18: 23:30 of the 17th happened twice.
    expect([...(instantsOfLocal("2018-02-17T23:30:00", "America/Sao_Paulo") ?? [])].sort()).toEqual(
      [at("2018-02-18T01:30:00Z"), at("2018-02-18T02:30:00Z")],
    );
    // It began at midnight of 2018-11-04: 00:30 never happened; read with the offset before.
    expect(instantsOfLocal("2018-11-04T00:30:00", "America/Sao_Paulo")).toEqual([
      at("2018-11-04T03:30:00Z"),
    ]);
    expect(instantsOfLocal("2018-01-09T23:30:00", "-03:00")).toEqual([at("2018-01-10T02:30:00Z")]);
    expect(instantsOfLocal("not a time", "UTC")).toBeUndefined();
  });
});
