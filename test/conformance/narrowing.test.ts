import { checkNarrowing } from "../../src/conformance/checks/check-narrowing";
import type { QueryInput } from "../../src/conformance/exchange";
import { exchangeOf, page } from "./helpers/exchange-of";

const OCC = "/api/v2/occurrences";

/** An answer to a query that counts `itemCount` records (its page's items do not matter here). */
function counted(query: QueryInput, itemCount: number) {
  return exchangeOf(OCC, { ...query, take: 10 }, page({ page: 1, take: 10, itemCount }, []));
}

const WINDOW = { initialdate: "2024-01-01", finaldate: "2024-01-31" };

describe("checkNarrowing", () => {
  test("narrower queries that count fewer hold, witnessed by a non-empty narrower one", () => {
    const outcome = checkNarrowing([
      counted({}, 100),
      counted({ idState: "s" }, 40),
      counted({ idState: "s", ...WINDOW }, 12),
      counted({ idCities: ["a", "b"] }, 30),
      counted({ idCities: ["a"] }, 10),
    ]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.witness).toBe(
      "GET /api/v2/occurrences?idState=s&take=10 within GET /api/v2/occurrences?take=10",
    );
  });

  test.each<[string, QueryInput, QueryInput]>([
    ["a filter added", { idState: "s", typeOccurrence: "withVictim" }, { idState: "s" }],
    ["fewer of the same cities", { idCities: ["a"] }, { idCities: ["b", "a"] }],
    ["a window inside the other's", { initialdate: "2024-01-10", finaldate: "2024-01-20" }, WINDOW],
    ["a window beside a bound alone", WINDOW, { initialdate: "2023-12-01" }],
  ])("a narrower query (%s) that counts more fails", (_, narrow, wide) => {
    const outcome = checkNarrowing([counted(wide, 20), counted(narrow, 21)]);
    expect(outcome.failures.map((f) => [f.check, f.seen])).toEqual([
      ["v2.filter.narrowing", "itemCount 21"],
    ]);
  });

  test.each<[string, QueryInput, QueryInput]>([
    ["more cities", { idCities: ["a", "b"] }, { idCities: ["a"] }],
    ["another state", { idState: "t" }, { idState: "s" }],
    [
      "a window that reaches past the other's",
      { initialdate: "2024-01-10", finaldate: "2024-02-05" },
      WINDOW,
    ],
    [
      "another typeOccurrence",
      { typeOccurrence: "withoutVictim" },
      { typeOccurrence: "withVictim" },
    ],
    ["cities without their state", { idCities: ["a"] }, { idState: "s" }],
  ])("queries that do not narrow (%s) are not compared", (_, other, one) => {
    expect(checkNarrowing([counted(one, 5), counted(other, 50)]).failures).toEqual([]);
  });

  test("queries it cannot read are left out: an unknown parameter, a repeated state, a reversed or unreadable window", () => {
    const outcome = checkNarrowing([
      counted({}, 10),
      counted({ idState: "s", extra: "1" }, 50),
      counted({ idState: ["s", "t"] }, 50),
      counted({ initialdate: "2024-02-01", finaldate: "2024-01-01" }, 50),
      counted({ initialdate: "01/02/2024" }, 50),
    ]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.unwitnessed).toBe(
      "no query that narrows another counted some records but fewer",
    );
  });
});
