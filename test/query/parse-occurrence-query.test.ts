import { createOccurrenceQueryParser } from "../../src/query/parse-occurrence-query";
import type { OccurrenceQuerySettings } from "../../src/query/parse-occurrence-query";
import type { RawQuery } from "../../src/query/raw-query";

const UTC: OccurrenceQuerySettings = {
  defaultTake: 25,
  maxTake: 5000,
  defaultOrder: "ASC",
  dateOffsetMinutes: 0,
};
const BRASILIA: OccurrenceQuerySettings = { ...UTC, dateOffsetMinutes: -180 };
const UPPER = "7D9A4A5E-1B1C-4C1A-9A2E-3F2B1C0D9E8F";

describe("createOccurrenceQueryParser: defaults and normal form", () => {
  test.each<[string, OccurrenceQuerySettings, RawQuery, Record<string, unknown>]>([
    [
      "nothing sent -> page 1, take 25, ASC, all",
      UTC,
      {},
      { page: 1, take: 25, order: "ASC", victims: "all" },
    ],
    [
      "configured defaults -> take 10, DESC",
      { ...UTC, defaultTake: 10, defaultOrder: "DESC" },
      {},
      { page: 1, take: 10, order: "DESC", victims: "all" },
    ],
    [
      "page, take, order sent -> echoed",
      UTC,
      { page: "4", take: "1000", order: "DESC" },
      { page: 4, take: 1000, order: "DESC" },
    ],
    [
      "typeOccurrence=withoutVictim -> victims withoutVictim",
      UTC,
      { typeOccurrence: "withoutVictim" },
      { victims: "withoutVictim" },
    ],
    [
      "upper-case UUIDs -> lower case",
      UTC,
      { idState: UPPER, idCities: UPPER },
      { stateUuid: UPPER.toLowerCase(), cityUuids: [UPPER.toLowerCase()] },
    ],
    [
      "UTC: one whole day -> [00:00Z, next 00:00Z)",
      UTC,
      { initialdate: "2024-05-01", finaldate: "2024-05-01" },
      { from: Date.parse("2024-05-01T00:00:00Z"), until: Date.parse("2024-05-02T00:00:00Z") },
    ],
    [
      "-03:00: one whole day -> [03:00Z, next 03:00Z)",
      BRASILIA,
      { initialdate: "2024-05-01", finaldate: "2024-05-01" },
      { from: Date.parse("2024-05-01T03:00:00Z"), until: Date.parse("2024-05-02T03:00:00Z") },
    ],
    [
      "only initialdate -> open end",
      UTC,
      { initialdate: "2024-12-31" },
      { from: Date.parse("2024-12-31T00:00:00Z"), until: undefined },
    ],
    [
      "only finaldate -> open start, end of that day",
      UTC,
      { finaldate: "2023-01-01" },
      { from: undefined, until: Date.parse("2023-01-02T00:00:00Z") },
    ],
    [
      "finaldate equal to initialdate -> accepted",
      UTC,
      { initialdate: "2024-02-29", finaldate: "2024-02-29" },
      { from: Date.parse("2024-02-29T00:00:00Z") },
    ],
  ])("%s", (_name, settings, raw, expected) => {
    const result = createOccurrenceQueryParser(settings)(raw);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject(expected);
  });
});

describe("createOccurrenceQueryParser: rules in code", () => {
  test("finaldate before initialdate -> a problem on finaldate", () => {
    expect(
      createOccurrenceQueryParser(UTC)({ initialdate: "2024-05-02", finaldate: "2024-05-01" }),
    ).toEqual({
      ok: false,
      problems: [
        {
          parameter: "finaldate",
          message: "is before initialdate 2024-05-02",
          accepted: "a date YYYY-MM-DD, not before initialdate",
          received: "2024-05-01",
        },
      ],
    });
  });

  test.each<[number, string, boolean]>([
    [1000, "1000", true],
    [1000, "1001", false],
    [5000, "5000", true],
    [5000, "5001", false],
    [20000, "20000", true],
  ])("maxTake %d: take=%s -> ok %s", (maxTake, take, ok) => {
    const result = createOccurrenceQueryParser({ ...UTC, maxTake })({ take });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.problems[0]?.accepted).toBe(`an integer from 1 to ${maxTake}`);
  });

  test("schema problems come before the cross-parameter rule -> only the bad date is named", () => {
    const result = createOccurrenceQueryParser(UTC)({
      initialdate: "2024-05-02",
      finaldate: "2024-02-30",
    });
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      "must be a valid date",
    ]);
  });
});
