import { checkV1BoundDays } from "../../src/conformance/checks/check-v1-bound-days";
import {
  checkCrossDatePairs,
  checkV1DatesZone,
  type ShownPair,
} from "../../src/conformance/checks/check-dates-zone";
import { checkV2DatesZone } from "../../src/conformance/checks/check-v2-dates-zone";
import { checkTies } from "../../src/conformance/checks/check-ties";
import { checkDepth } from "../../src/conformance/checks/check-depth";
import { pairByPlace, zoneOffsetOf } from "../../src/conformance/checks/pair-records";
import { parseDay } from "../../src/conformance/dates";
import type { CheckOutcome } from "../../src/conformance/outcome";
import { exchangeOf, occurrence, page } from "./helpers/exchange-of";

const V1 = "/api/v1/occurrences";
const V2 = "/api/v2/occurrences";
const HOUR = 3_600_000;
const at = (text: string): number => Date.parse(text);
const day = (text: string): number => parseDay(text) as number;
const messages = (o: CheckOutcome): string[] => o.failures.map((f) => f.message);

describe("v1 date bounds are judged on the day a row shows, five hours either way at its edges", () => {
  // The city's rows: 9, 10, 11 (three times), 12 and 13 March 2024; "e" rows lie within five
  // hours of their day's edge, where the clock the bounds are read on may put them on another day.
  const reference = {
    complete: { start: -Infinity, end: Infinity },
    items: [
      { id: "9", time: at("2024-03-09T12:00:00Z") },
      { id: "9e", time: at("2024-03-09T22:00:00Z") },
      { id: "10", time: at("2024-03-10T12:00:00Z") },
      { id: "11e", time: at("2024-03-11T01:00:00Z") },
      { id: "11", time: at("2024-03-11T12:00:00Z") },
      { id: "11f", time: at("2024-03-11T23:00:00Z") },
      { id: "12", time: at("2024-03-12T12:00:00Z") },
      { id: "13e", time: at("2024-03-13T00:10:00Z") },
      { id: "13", time: at("2024-03-13T12:00:00Z") },
    ],
  };
  const window = { from: day("2024-03-10"), to: day("2024-03-12") };
  test.each<[string, string[], number]>([
    ["strict bounds: only the day between", ["11e", "11", "11f"], 0],
    ["inclusive bounds: the bound days too", ["10", "11e", "11", "11f", "12"], 0],
    ["[gt] also returning the day before fails", ["9", "9e", "10", "11e", "11", "11f"], 1],
    ["[lt] also returning the day after fails", ["11e", "11", "11f", "12", "13e", "13"], 1],
    ["a row of a day between missing fails", ["11e", "11f"], 1],
    [
      "rows near the edges go either way (UTC days shown on a wall clock, or the reverse)",
      ["9e", "10", "11", "12", "13e"],
      0,
    ],
  ])("%s", (_name, ids, failures) => {
    const exchange = exchangeOf(V1, {}, []);
    expect(checkV1BoundDays(exchange, reference, window, ids).failures).toHaveLength(failures);
  });

  // The bound days' reading settled (or stated by a profile): their rows must follow it, but for
  // those within five hours of the day's edges, which another clock puts on the next day.
  const dayAlone = { from: day("2024-03-11"), to: day("2024-03-11") };
  const settled = { reading: "inclusive", source: "the reading this run settled" } as const;
  test.each<[string, string[], number]>([
    ["inclusive: the whole bound day", ["11e", "11", "11f"], 0],
    ["inclusive: a row near the day's edge left out on another clock", ["11", "11f", "12e"], 0],
    ["inclusive: the row in the middle of the day missing fails", ["11e", "11f"], 1],
  ])("%s", (_name, ids, failures) => {
    const rows = {
      ...reference,
      items: [...reference.items, { id: "12e", time: at("2024-03-12T01:00:00Z") }],
    };
    const exchange = exchangeOf(V1, {}, []);
    const checked = checkV1BoundDays(exchange, rows, dayAlone, ids, settled);
    expect(checked.failures).toHaveLength(failures);
    for (const message of messages(checked))
      expect(message).toContain("the reading this run settled");
  });
});

/** A v2 record and its v1 row at a place, v1 showing `shown` (YYYY-MM-DD HH:MM:SS). */
function both(id: number, lat: string, v2Date: string, shown: string) {
  return {
    v2: { id: `r${id}`, date: v2Date, latitude: lat, longitude: "-43.1" },
    v1: {
      id_ocorrencia: id,
      latitude_ocorrencia: Number(lat),
      longitude_ocorrencia: -43.1,
      data_ocorrencia: shown,
    },
  };
}

function pairsOf(records: ReturnType<typeof both>[]): ShownPair[] {
  const exchange = exchangeOf(
    V1,
    {},
    records.map((r) => r.v1),
  );
  const v2 = records.map((r) => ({ item: r.v2, time: Date.parse(r.v2.date) }));
  const v1 = records.map((r) => ({
    row: r.v1,
    time: Date.parse(`${r.v1.data_ocorrencia.replace(" ", "T")}Z`),
  }));
  return pairByPlace(v2, v1).map((pair) => ({ ...pair, exchange }));
}

describe("v1 dates are the v2 dates in one zone, to the second", () => {
  const utc = [
    both(1, "-22.1", "2024-03-10T00:20:00.000Z", "2024-03-10 00:20:00"),
    both(2, "-22.2", "2024-03-10T12:00:00.000Z", "2024-03-10 12:00:00"),
    both(3, "-22.3", "2024-03-10T23:40:00.000Z", "2024-03-10 23:40:00"),
  ];
  test("records pair by place, whatever their dates", () => {
    const shifted = [both(1, "-22.1", "2024-03-10T00:20:00.000Z", "2024-03-09 00:20:00")];
    expect(pairsOf(shifted)).toHaveLength(1);
  });
  test("two records at one place pair with nothing", () => {
    const twin = [
      both(1, "-22.1", "2024-03-10T00:20:00.000Z", "2024-03-10 00:20:00"),
      both(2, "-22.1", "2024-03-10T12:00:00.000Z", "2024-03-10 12:00:00"),
    ];
    expect(pairsOf(twin)).toHaveLength(0);
  });
  test.each<[string, ReturnType<typeof both>[], number | undefined, string[]]>([
    ["UTC, with records just after and before midnight: witnessed", utc, 0, []],
    [
      "shown in -03:00 throughout: the zone established, witnessed",
      [
        both(1, "-22.1", "2024-03-10T03:20:00.000Z", "2024-03-10 00:20:00"),
        both(2, "-22.2", "2024-03-10T15:00:00.000Z", "2024-03-10 12:00:00"),
        both(3, "-22.3", "2024-03-11T02:40:00.000Z", "2024-03-10 23:40:00"),
      ],
      -3 * HOUR,
      [],
    ],
    [
      "one record's day moved (the -03:00 day with the UTC time) fails",
      [...utc, both(4, "-22.4", "2024-03-12T01:00:00.000Z", "2024-03-11 01:00:00")],
      0,
      ["v1 row 4 shows another time than its v2 record r4 (paired by place)"],
    ],
  ])("%s", (_name, records, offset, failures) => {
    const pairs = pairsOf(records);
    expect(zoneOffsetOf(pairs)).toBe(offset);
    const judged = checkCrossDatePairs(pairs, offset as number);
    expect(messages(judged)).toEqual(failures);
    if (failures.length === 0) expect(judged.witness).toBeDefined();
  });
  test("without a record near midnight the full timestamp is unwitnessed", () => {
    const judged = checkCrossDatePairs(pairsOf([utc[1] as ReturnType<typeof both>]), 0);
    expect(judged.unwitnessed).toBe("no paired record within 1 h after midnight");
  });
  test.each<[string, number | undefined, string]>([
    ["a whole zone offset holds", -3 * HOUR, "held"],
    ["no zone has a 7-minute offset", 7 * 60_000, "failed"],
    ["no pair: unwitnessed", undefined, "unwitnessed"],
  ])("v1 zone: %s", (_name, offset, status) => {
    const judged = checkV1DatesZone(exchangeOf(V1, {}, []), [], offset).outcome;
    const seen =
      judged.failures.length > 0
        ? "failed"
        : judged.unwitnessed !== undefined
          ? "unwitnessed"
          : "held";
    expect(seen).toBe(status);
  });
});

describe("v2 dates are written in UTC", () => {
  test.each<[string, string, number]>([
    ["Z", "2024-03-10T12:00:00.000Z", 0],
    ["+00:00", "2024-03-10T12:00:00+00:00", 0],
    ["another offset fails", "2024-03-10T09:00:00-03:00", 1],
  ])("%s", (_name, date, failures) => {
    const exchange = exchangeOf(
      V2,
      {},
      page({ page: 1, take: 1, itemCount: 1 }, [occurrence("a", date)]),
    );
    expect(checkV2DatesZone([exchange]).failures).toHaveLength(failures);
  });
});

describe("paging across a tie: each tied record on one page, the same on every asking", () => {
  const T = "2024-03-10T12:00:00.000Z";
  const list = (ids: string[], meta = { page: 1, take: ids.length || 1, itemCount: 4 }) =>
    exchangeOf(
      V2,
      {},
      page(
        meta,
        ids.map((id) => occurrence(id, id.startsWith("t") ? T : "2024-03-09T00:00:00.000Z")),
      ),
    );
  const twice = (a: string[], b = a) => ({ first: list(a), second: list(b) });
  const window = twice(["x", "t1", "t2", "y"]);
  test.each<
    [string, ReturnType<typeof twice>, ReturnType<typeof twice>, ReturnType<typeof twice>, number]
  >([
    ["the edge splits the tie cleanly", window, twice(["x", "t1"]), twice(["t2", "y"]), 0],
    ["a tied record on both pages fails", window, twice(["x", "t1"]), twice(["t1", "y"]), 2],
    [
      "tied records swapped on the second asking fail",
      twice(["x", "t1", "t2", "y"], ["x", "t2", "t1", "y"]),
      twice(["x", "t1"]),
      twice(["t2", "y"]),
      1,
    ],
  ])("%s", (_name, whole, before, after, failures) => {
    expect(checkTies(whole, before, after, ["t1", "t2"]).failures).toHaveLength(failures);
  });
});

describe("the last pages of a large window hold the rest, none twice, as order=DESC lists it", () => {
  const item = (id: string, date: string) => occurrence(id, date);
  const at2 = (id: string) => item(id, `2024-03-${id.padStart(2, "0")}T00:00:00.000Z`);
  const ex = (items: Record<string, unknown>[]) =>
    exchangeOf(V2, {}, page({ page: 1, take: 2, itemCount: 10 }, items));
  test.each<
    [
      string,
      Record<string, unknown>[],
      Record<string, unknown>[],
      Record<string, unknown>[],
      number,
    ]
  >([
    [
      "the last two pages are the DESC head reversed",
      [at2("7"), at2("8")],
      [at2("9"), at2("10")],
      [at2("10"), at2("9"), at2("8"), at2("7")],
      0,
    ],
    [
      "an empty last page fails",
      [at2("7"), at2("8")],
      [],
      [at2("10"), at2("9"), at2("8"), at2("7")],
      1,
    ],
    [
      "a page repeated fails",
      [at2("7"), at2("8")],
      [at2("7"), at2("8")],
      [at2("10"), at2("9"), at2("8"), at2("7")],
      1,
    ],
  ])("%s", (_name, before, last, fromEnd, failures) => {
    expect(checkDepth([ex(before), ex(last)], ex(fromEnd), 4).failures).toHaveLength(failures);
  });
});
