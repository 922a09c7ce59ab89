import { checkExactCount } from "../../src/conformance/checks/check-date-window";
import { checkCitiesFilters } from "../../src/conformance/checks/check-cities-filters";
import { checkConcatenation } from "../../src/conformance/checks/check-concatenation";
import {
  checkItemCountStable,
  filterKey,
} from "../../src/conformance/checks/check-item-count-stable";
import { checkOccurrenceFilters } from "../../src/conformance/checks/check-occurrence-filters";
import { checkOrder } from "../../src/conformance/checks/check-order";
import { checkPageMeta, expectedPageSize } from "../../src/conformance/checks/check-page-meta";
import { checkSchema } from "../../src/conformance/checks/check-schema";
import { checkV2Status } from "../../src/conformance/checks/check-status";
import type { QueryInput } from "../../src/conformance/exchange";
import type { CheckOutcome } from "../../src/conformance/outcome";
import { readV2Cities, readV2Page } from "../../src/conformance/read-body";
import { exchangeOf, occurrence, page } from "./helpers/exchange-of";
import { testWorld } from "./helpers/start-mock";

const OCC = "/api/v2/occurrences";

function failing(outcomes: readonly (CheckOutcome | undefined)[]): string[] {
  return outcomes.flatMap((o) =>
    o === undefined ? [] : o.failures.map((f) => `${f.check}: ${f.message}`),
  );
}

function items(n: number, start = 0): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) =>
    occurrence(`id-${start + i}`, new Date(Date.UTC(2024, 0, 1 + start + i, 12)).toISOString()),
  );
}

describe("checkPageMeta", () => {
  type Case = [string, QueryInput, Parameters<typeof page>[0], number, string[]];
  const cases: Case[] = [
    [
      "page=1 take=10 itemCount=25 -> 10 items, hasNextPage true",
      { take: 10 },
      { page: 1, take: 10, itemCount: 25 },
      10,
      [],
    ],
    [
      "page=3 take=10 itemCount=25 -> the last 5 items, hasNextPage false",
      { take: 10, page: 3 },
      { page: 3, take: 10, itemCount: 25 },
      5,
      [],
    ],
    [
      "page=4 take=10 itemCount=25 -> empty data past the end",
      { take: 10, page: 4 },
      { page: 4, take: 10, itemCount: 25 },
      0,
      [],
    ],
    [
      "itemCount=0 -> pageCount 0, no next page",
      { take: 10 },
      { page: 1, take: 10, itemCount: 0 },
      0,
      [],
    ],
    [
      "no take asked -> the echoed take decides the page size",
      {},
      { page: 1, take: 25, itemCount: 30 },
      25,
      [],
    ],
    [
      "pageCount floor+1 on an exact multiple -> page-count fails",
      { take: 10 },
      { page: 1, take: 10, itemCount: 20, pageCount: 3 },
      10,
      ["v2.paging.page-count: pageCount is wrong for itemCount=20 take=10"],
    ],
    [
      "hasNextPage true on the last page -> flags fail",
      { take: 10, page: 3 },
      { page: 3, take: 10, itemCount: 25, hasNextPage: true },
      5,
      ["v2.paging.flags: hasNextPage is wrong on page=3 take=10 itemCount=25"],
    ],
    [
      "hasPreviousPage false on page 2 -> flags fail",
      { take: 10, page: 2 },
      { page: 2, take: 10, itemCount: 25, hasPreviousPage: false },
      10,
      ["v2.paging.flags: hasPreviousPage is wrong on page=2 take=10 itemCount=25"],
    ],
    [
      "take 10 asked, 25 echoed -> echo fails",
      { take: 10 },
      { page: 1, take: 25, itemCount: 30 },
      10,
      ["v2.paging.echo: pageMeta.take does not echo the requested take"],
    ],
    [
      "page 2 asked, 1 echoed -> echo fails (flags judged on the page asked)",
      { take: 10, page: 2 },
      { page: 1, take: 10, itemCount: 30, hasPreviousPage: true, hasNextPage: true },
      10,
      ["v2.paging.echo: pageMeta.page does not echo the requested page"],
    ],
    [
      "take 5 asked, 25 items sent -> page-size fails",
      { take: 5 },
      { page: 1, take: 5, itemCount: 30 },
      25,
      [
        "v2.paging.page-size: a full page holds the wrong number of items (page=1 take=5 itemCount=30)",
      ],
    ],
    [
      "items on a page past the end -> page-size fails",
      { take: 10, page: 5 },
      { page: 5, take: 10, itemCount: 25 },
      3,
      [
        "v2.paging.page-size: a page past the end holds the wrong number of items (page=5 take=10 itemCount=25)",
      ],
    ],
  ];
  test.each(cases)("%s", (_name, query, meta, count, expected) => {
    const exchange = exchangeOf(OCC, query, page(meta, items(count)));
    const read = readV2Page(exchange.body);
    expect(failing(checkPageMeta(exchange, read ?? { items: [] }))).toEqual(expected);
  });
  test.each([
    [1, 10, 25, 10],
    [3, 10, 25, 5],
    [3, 10, 30, 10],
    [4, 10, 30, 0],
    [1, 10, 0, 0],
  ])("expectedPageSize(page %i, take %i, itemCount %i) = %i", (p, take, count, size) => {
    expect(expectedPageSize(p, take, count)).toBe(size);
  });
});

describe("checkOrder", () => {
  const ascending = items(3);
  const descending = [...ascending].reverse();
  test.each([
    ["ASC", ascending, []],
    ["DESC", descending, []],
    ["ASC", descending, ["v2.order: order=ASC is not monotonic by date"]],
    ["DESC", ascending, ["v2.order: order=DESC is not monotonic by date"]],
  ] as const)("order=%s", (order, data, expected) => {
    const exchange = exchangeOf(OCC, { order }, page({ page: 1, take: 10, itemCount: 3 }, data));
    expect(failing([checkOrder(exchange, readV2Page(exchange.body)?.items ?? [])])).toEqual(
      expected,
    );
  });
  test("no order asked -> not applied", () => {
    expect(checkOrder(exchangeOf(OCC, {}, {}), [])).toBeUndefined();
  });
});

describe("checkOccurrenceFilters", () => {
  const day = (d: string, h = 12): string => `${d}T${String(h).padStart(2, "0")}:00:00.000Z`;
  const run = (query: QueryInput, data: unknown[]): string[] => {
    const exchange = exchangeOf(
      OCC,
      query,
      page({ page: 1, take: 50, itemCount: data.length }, data),
    );
    return failing(checkOccurrenceFilters(exchange, readV2Page(exchange.body)?.items ?? []));
  };
  test("idState: an item of another state fails", () => {
    expect(run({ idState: "s1" }, [occurrence("a", day("2024-01-01"), { state: "s1" })])).toEqual(
      [],
    );
    expect(run({ idState: "s1" }, [occurrence("a", day("2024-01-01"), { state: "s2" })])).toEqual([
      "v2.filter.state: 1 of 1 item(s) break idState=s1",
    ]);
  });
  test("idState and idCities: an id written in the other case is the same UUID", () => {
    const upper = [occurrence("a", day("2024-01-01"), { state: "S1-AB", city: "C1-AB" })];
    expect(run({ idState: "s1-ab", idCities: "c1-ab" }, upper)).toEqual([]);
  });
  test("idCities: any of the cities", () => {
    const data = [
      occurrence("a", day("2024-01-01"), { city: "c1" }),
      occurrence("b", day("2024-01-01"), { city: "c2" }),
    ];
    expect(run({ idCities: ["c1", "c2"] }, data)).toEqual([]);
    expect(run({ idCities: ["c1"] }, data)).toEqual([
      "v2.filter.cities: 1 of 2 item(s) break idCities in [c1]",
    ]);
  });
  test("dates: a day of leniency at each edge, outside it fails", () => {
    const query = { initialdate: "2024-01-10", finaldate: "2024-01-20" };
    expect(
      run(query, [occurrence("a", day("2024-01-09", 23)), occurrence("b", day("2024-01-21", 23))]),
    ).toEqual([]);
    expect(run(query, [occurrence("a", day("2024-01-08", 23))])).toEqual([
      "v2.filter.dates: 1 of 1 item(s) break the date window 2024-01-10..2024-01-20 (edges widened by a day)",
    ]);
    expect(run(query, [occurrence("a", day("2024-01-22", 0))])).toHaveLength(1);
  });
  test("typeOccurrence=withVictim: an item without victims fails; other values are not judged", () => {
    const data = [occurrence("a", day("2024-01-01"), { victims: 0 })];
    expect(run({ typeOccurrence: "withVictim" }, data)).toEqual([
      "v2.filter.type-occurrence: 1 of 1 item(s) break typeOccurrence=withVictim",
    ]);
    expect(run({ typeOccurrence: "withoutVictim" }, data)).toEqual([]);
  });
  test("typeOccurrence=withVictim: an item with only animal victims passes (the spec says 'with victims')", () => {
    const data = [occurrence("a", day("2024-01-01"), { victims: 0, animalVictims: 1 })];
    expect(run({ typeOccurrence: "withVictim" }, data)).toEqual([]);
  });
});

describe("checkExactCount", () => {
  const answer = exchangeOf(OCC, {}, page({ page: 1, take: 10, itemCount: 3 }, []));
  test.each([
    ["seen 3, expected 3 -> holds", 3, 3, 0],
    ["seen 3, expected 2 -> fails", 2, 3, 1],
    ["seen 3, expected either 2 or 3 (two readings of the spec) -> holds", [2, 3], 3, 0],
    ["seen 4, expected either 2 or 3 -> fails", [2, 3], 4, 1],
  ] as const)("%s", (_name, expected, seen, failures) => {
    const outcome = checkExactCount("v2.filter.intersection", answer, "x", expected, "why", seen);
    expect(failing([outcome])).toHaveLength(failures);
  });
  test("a failure states every accepted count", () => {
    const outcome = checkExactCount("v2.filter.intersection", answer, "x", [2, 3], "why", 4);
    expect(outcome.failures[0]?.expected).toBe("2 or 3 (why)");
  });
});

describe("checkItemCountStable", () => {
  const answer = (query: QueryInput, itemCount: number) =>
    exchangeOf(OCC, query, page({ page: 1, take: 10, itemCount }, []));
  test("the filter key ignores page, take and order and sorts the rest", () => {
    expect(
      filterKey(answer({ take: 5, idState: "s", page: 2, order: "ASC", idCities: ["b", "a"] }, 0)),
    ).toBe("idCities=a&idCities=b&idState=s");
  });
  test("one filter set with two itemCounts fails; different filter sets are not compared", () => {
    const outcomes = checkItemCountStable([
      answer({ idState: "s", take: 5 }, 30),
      answer({ idState: "s", take: 50 }, 5),
      answer({ idState: "t", take: 5 }, 7),
    ]);
    expect(failing(outcomes)).toEqual([
      'v2.paging.item-count-stable: itemCount changes with paging for the filters "idState=s"',
    ]);
    expect(outcomes).toHaveLength(1);
  });
});

describe("checkConcatenation", () => {
  const whole = exchangeOf(OCC, { take: 50 }, page({ page: 1, take: 50, itemCount: 5 }, items(5)));
  const pageOf = (n: number, data: unknown[]) =>
    exchangeOf(OCC, { take: 2, page: n }, page({ page: n, take: 2, itemCount: 5 }, data));
  const [a, b, c, d, e] = items(5);
  test("pages that add up to the whole set pass", () => {
    expect(
      failing([checkConcatenation([pageOf(1, [a, b]), pageOf(2, [c, d]), pageOf(3, [e])], whole)]),
    ).toEqual([]);
  });
  test("an item on two pages fails, naming it", () => {
    expect(
      failing([checkConcatenation([pageOf(1, [a, b]), pageOf(2, [b, c]), pageOf(3, [d])], whole)]),
    ).toEqual(["v2.paging.concatenation: item id-1 comes back on two pages"]);
  });
  test("a gap fails", () => {
    expect(
      failing([checkConcatenation([pageOf(1, [a, b]), pageOf(2, [c, d]), pageOf(3, [])], whole)]),
    ).toEqual(["v2.paging.concatenation: the pages do not add up to the whole set"]);
  });
});

describe("checkCitiesFilters", () => {
  const all = [
    { id: "c1", name: "NITERÓI", state: { id: "rj", name: "Rio de Janeiro" } },
    { id: "c2", name: "RIO DE JANEIRO", state: { id: "rj", name: "Rio de Janeiro" } },
    { id: "c3", name: "RECIFE", state: { id: "pe", name: "Pernambuco" } },
  ];
  const body = (data: unknown[]) => ({
    msg: "Successfully returned cities",
    msgCode: "success",
    code: 200,
    data,
  });
  const run = (query: QueryInput, data: unknown[]): string[] => {
    const exchange = exchangeOf("/api/v2/cities", query, body(data));
    return failing([
      checkCitiesFilters(
        exchange,
        readV2Cities(exchange.body) ?? [],
        readV2Cities(body(all)) ?? [],
      ),
    ]);
  };
  test("cityId and stateId in the other case than the server writes them select the same cities", () => {
    expect(run({ cityId: "C1", stateId: "RJ" }, [all[0]])).toEqual([]);
  });
  test.each([
    ["cityId -> that city", { cityId: "c1" }, [all[0]], []],
    [
      "cityId -> another city too",
      { cityId: "c1" },
      [all[0], all[2]],
      ["v2.cities.filters: cityId=c1 returned another city"],
    ],
    [
      "cityId -> nothing",
      { cityId: "c1" },
      [],
      ["v2.cities.filters: 1 matching city(ies) missing"],
    ],
    ["stateId -> all its cities", { stateId: "rj" }, [all[0], all[1]], []],
    [
      "stateId -> one missing",
      { stateId: "rj" },
      [all[0]],
      ["v2.cities.filters: 1 matching city(ies) missing"],
    ],
    [
      "stateId -> a city of another state",
      { stateId: "pe" },
      [all[2], all[0]],
      ["v2.cities.filters: stateId=pe returned a city of another state"],
    ],
    ["cityName -> the city (accents ignored)", { cityName: "NITEROI" }, [all[0]], []],
    [
      "cityName -> a name without it",
      { cityName: "RECIFE" },
      [all[2], all[1]],
      ["v2.cities.filters: cityName=RECIFE returned a city whose name does not contain it"],
    ],
  ] as const)("%s", (_name, query, data, expected) => {
    expect(run(query, [...data])).toEqual(expected);
  });
  test("no filter -> not applied", () => {
    expect(checkCitiesFilters(exchangeOf("/api/v2/cities", {}, body(all)), [], [])).toBeUndefined();
  });
});

describe("status and schema", () => {
  test("a 500 fails v2.status with what came back", () => {
    const outcome = checkV2Status(exchangeOf(OCC, {}, { msg: "boom" }, 500));
    expect(outcome.failures[0]?.seen).toMatch(/^HTTP 500, JSON body/);
  });
  test("latitude as a number fails v2.schema at its path; the same fault on many items is listed once", () => {
    const data = testWorld()
      .occurrences.slice(0, 2)
      .map((o) => ({ ...o.v2, latitude: -22.9 }));
    const outcome = checkSchema(
      "v2.schema",
      exchangeOf(OCC, {}, page({ page: 1, take: 2, itemCount: 2 }, data)),
      "v2/occurrences-response",
      false,
    );
    const seen = outcome.failures[0]?.seen ?? "";
    expect(seen).toMatch(/\/data\/0\/latitude: must be a string, got number -22\.9/);
    expect(seen).not.toMatch(/\/data\/1\/latitude/);
  });
});
