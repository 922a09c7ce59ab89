import { exchangeOf } from "./helpers/exchange-of";
import { checkV2States } from "../../src/conformance/checks/check-consistency";
import { observeStates } from "../../src/conformance/observations";

/** A v2 answer of a path with a body. */
const CITIES = exchangeOf(
  "/api/v2/cities",
  {},
  {
    data: [
      { id: "c1", name: "Belém", state: { id: "pa", name: "Pará" } },
      { id: "c2", name: "Recife", state: { id: "pe", name: "Pernambuco" } },
    ],
  },
);

const PA = { id: "pa", name: "Pará" };
const PE = { id: "pe", name: "Pernambuco" };

describe("the v2 states list (checkV2States)", () => {
  test("every state a city names, once, under its name (case and accents aside): holds", () => {
    const states = exchangeOf(
      "/api/v2/states",
      {},
      { data: [PA, { id: "pe", name: "PERNAMBUCO" }] },
    );
    expect(checkV2States(states, CITIES)?.failures).toEqual([]);
  });

  test("a state listed twice (a join with its regions) fails v2.consistency", () => {
    const states = exchangeOf("/api/v2/states", {}, { data: [PA, PE, PA] });
    const checked = checkV2States(states, CITIES);
    expect(checked?.failures.map((each) => each.message)).toEqual([
      "state id pa is listed twice in the states list",
    ]);
  });

  test("a state a city names left out, or named otherwise, fails v2.consistency", () => {
    expect(
      checkV2States(exchangeOf("/api/v2/states", {}, { data: [PA] }), CITIES)?.failures,
    ).toHaveLength(1);
    const renamed = exchangeOf("/api/v2/states", {}, { data: [PA, { id: "pe", name: "Paraíba" }] });
    expect(checkV2States(renamed, CITIES)?.failures[0]?.message).toBe("state id pe has two names");
  });

  test("a states list not served is not judged", () => {
    expect(
      checkV2States({ ...exchangeOf("/api/v2/states", {}, {}), status: 404 }, CITIES),
    ).toBeUndefined();
  });
});

describe("what GET /api/v2/states answered, observed (observeStates)", () => {
  test("an envelope: its count of states", () => {
    const states = exchangeOf("/api/v2/states", {}, { data: [PA, PE] });
    expect(observeStates(states).text).toContain("HTTP 200, 2 states");
  });

  test("a bare array: named as such, beside the envelope real clients read, not judged", () => {
    const observed = observeStates(exchangeOf("/api/v2/states", {}, [PA, PE]));
    expect(observed.text).toContain("bare array of 2");
    expect(checkV2States(exchangeOf("/api/v2/states", {}, [PA, PE]), CITIES)).toBeUndefined();
  });
});
