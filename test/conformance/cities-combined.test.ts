import type { CheckInput } from "../../src/conformance/check-input";
import { checkCitiesCombined } from "../../src/conformance/checks/check-cities-filters";
import type { LooseCity } from "../../src/conformance/read-body";

/** The v2 cities answer of a query (its body is not read by the check). */
function asked(query: [string, string][]): CheckInput {
  return {
    method: "GET",
    url: "http://cities.invalid/api/v2/cities",
    path: "/api/v2/cities",
    query,
    status: 200,
    headers: {},
    body: {},
  };
}

const BELEM: LooseCity = { id: "c1", name: "Belém", stateId: "pa" };
const BELEM_MG: LooseCity = { id: "c2", name: "Belém de Minas", stateId: "mg" };
const BOTH = asked([
  ["cityName", "belem"],
  ["stateId", "pa"],
]);

describe("cityName beside stateId answers the name's cities of that state (checkCitiesCombined)", () => {
  test("the name's cities of the state hold, whatever the name matched alone", () => {
    expect(checkCitiesCombined(BOTH, [BELEM], [BELEM, BELEM_MG])?.failures).toEqual([]);
    // A server matching accents exactly finds nothing, alone or beside the state: it holds too.
    expect(checkCitiesCombined(BOTH, [], [])?.failures).toEqual([]);
  });

  test("a city the name found alone, missing beside its state, fails", () => {
    const checked = checkCitiesCombined(BOTH, [], [BELEM, BELEM_MG]);
    expect(checked?.failures[0]?.seen).toContain("missing Belém (c1, state pa)");
  });

  test("a city the name did not find alone, or of another state, fails", () => {
    expect(checkCitiesCombined(BOTH, [BELEM, BELEM_MG], [BELEM])?.failures).toHaveLength(1);
    expect(checkCitiesCombined(BOTH, [BELEM], [])?.failures[0]?.seen).toContain("also Belém");
  });

  test("a query without both parameters is not judged", () => {
    expect(checkCitiesCombined(asked([["cityName", "belem"]]), [], [BELEM])).toBeUndefined();
  });
});
