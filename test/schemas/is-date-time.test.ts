import { fullFormats } from "ajv-formats/dist/formats";
import fc from "fast-check";
import { isDateTime } from "../../src/schemas/is-date-time";
import { getAjv } from "../../src/schemas/get-ajv";

// isDateTime reads the plain form itself and leaves the rest to ajv-formats: it must say what
// ajv-formats says of every string.
const original = (fullFormats["date-time"] as { validate: (text: string) => boolean }).validate;

describe("isDateTime", () => {
  it.each<[string, string]>([
    ["a UTC time", "2024-03-01T12:34:56Z"],
    ["milliseconds", "2024-03-01T12:34:56.789Z"],
    ["a long fraction", "2024-03-01T12:34:56.123456789Z"],
    ["a zone offset", "2024-03-01T12:34:56-03:00"],
    ["February 29 of a leap year", "2024-02-29T00:00:00Z"],
    ["February 29 of a common year", "2023-02-29T00:00:00Z"],
    ["February 29 of 1900 (not leap)", "1900-02-29T00:00:00Z"],
    ["February 29 of 2000 (leap)", "2000-02-29T00:00:00Z"],
    ["April 31", "2024-04-31T00:00:00Z"],
    ["month 13", "2024-13-01T00:00:00Z"],
    ["hour 24", "2024-03-01T24:00:00Z"],
    ["a leap second at the day's end", "2016-12-31T23:59:60Z"],
    ["a leap second in the afternoon", "2016-12-31T15:59:60Z"],
    ["a leap second with an offset", "2016-12-31T20:59:60-03:00"],
    ["lower-case t and z", "2024-03-01t12:34:56z"],
    ["a space for T", "2024-03-01 12:34:56Z"],
    ["no time zone", "2024-03-01T12:34:56"],
    ["an offset without colon", "2024-03-01T12:34:56+0300"],
    ["an offset of hours only", "2024-03-01T12:34:56+03"],
    ["offset hour 24", "2024-03-01T12:34:56+24:00"],
    ["offset minute 60", "2024-03-01T12:34:56+03:60"],
    ["a dot without digits", "2024-03-01T12:34:56.Z"],
    ["a date only", "2024-03-01"],
    ["year 0000", "0000-01-01T00:00:00Z"],
    ["trailing text", "2024-03-01T12:34:56Zx"],
    ["empty", ""],
  ])("says what ajv-formats says of %s", (_name, text) => {
    expect(isDateTime(text)).toBe(original(text));
  });

  it("says what ajv-formats says of any string shaped like a date-time", () => {
    const digits = (count: number) =>
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: count, maxLength: count });
    const shaped = fc
      .tuple(
        digits(4),
        digits(2),
        digits(2),
        fc.constantFrom("T", "t", " ", "x"),
        digits(2),
        digits(2),
        digits(2),
        fc.constantFrom("", ".", ".5", ".123", ".1234567"),
        fc.constantFrom("Z", "z", "", "+03:00", "-12:30", "+2400", "+05", "-00:60", "+23:59"),
      )
      .map(([y, mo, d, t, h, mi, s, f, z]) => `${y}-${mo}-${d}${t}${h}:${mi}:${s}${f}${z}`);
    fc.assert(
      fc.property(
        fc.oneof(
          shaped,
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          fc.string({ unit: fc.constantFrom(..."0123456789-:TZ.+ "), maxLength: 30 }),
        ),
        (text) => expect(isDateTime(text)).toBe(original(text)),
      ),
      { numRuns: 5000 },
    );
  });

  it("is the date-time format the schemas are checked with", () => {
    expect(getAjv().formats["date-time"]).toMatchObject({ validate: isDateTime });
  });
});
