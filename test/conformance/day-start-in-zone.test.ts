import { dayStartInZone } from "../../src/conformance/day-start-in-zone";

const iso = (time: number | undefined): string | undefined =>
  time === undefined ? undefined : new Date(time).toISOString();

describe("dayStartInZone: the first instant of a calendar day in a zone", () => {
  const cases: readonly [string, string, string | undefined][] = [
    ["2024-05-01", "Z", "2024-05-01T00:00:00.000Z"],
    ["2024-05-01", "UTC", "2024-05-01T00:00:00.000Z"],
    ["2024-05-01", "-03:00", "2024-05-01T03:00:00.000Z"],
    ["2024-05-01", "+05:30", "2024-04-30T18:30:00.000Z"],
    ["2024-05-01", "America/Sao_Paulo", "2024-05-01T03:00:00.000Z"],
    // Summer time (-02:00) until 2019: a day of it starts at 02:00 UTC.
    ["2018-12-25", "America/Sao_Paulo", "2018-12-25T02:00:00.000Z"],
    // The clocks jumped from midnight to 01:00 on 2018-11-04: the day starts at 01:00 local.
    ["2018-11-04", "America/Sao_Paulo", "2018-11-04T03:00:00.000Z"],
    // On 2019-02-17 midnight came twice (23:00 of the 16th was repeated): the later one starts it.
    ["2019-02-17", "America/Sao_Paulo", "2019-02-17T03:00:00.000Z"],
    ["2019-02-16", "America/Sao_Paulo", "2019-02-16T02:00:00.000Z"],
    ["2024-05-01", "Mars/Olympus_Mons", undefined],
    ["2024-13-01", "Z", undefined],
  ];
  it.each(cases)("%s in %s starts at %s", (date, zone, start) => {
    expect(iso(dayStartInZone(date, zone))).toBe(start);
  });
});
