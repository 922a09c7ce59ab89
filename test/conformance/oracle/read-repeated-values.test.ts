import { readV2Query } from "../../../src/conformance/oracle/read-v2-query";
import { mockChoices } from "./mock-mirror";

describe("a repeated value is read as settled on the occurrences list, and there alone", () => {
  const choices = { ...mockChoices(), repeatedValues: "first" as const };
  const twice = [
    ["idState", "a"],
    ["idState", "b"],
  ] as const;

  test("occurrences: the settled reading picks the value", () => {
    expect(readV2Query("query/v2-occurrences", choices, twice)).toEqual({
      kind: "read",
      raw: expect.objectContaining({ idState: "a" }) as unknown,
    });
    const last = { ...choices, repeatedValues: "last" as const };
    expect(readV2Query("query/v2-occurrences", last, twice)).toEqual({
      kind: "read",
      raw: expect.objectContaining({ idState: "b" }) as unknown,
    });
  });

  test("cities: a repeated stateId stays unjudged whatever the occurrences settled", () => {
    const query = [
      ["stateId", "a"],
      ["stateId", "b"],
    ] as const;
    expect(readV2Query("query/v2-cities", choices, query).kind).toBe("outside");
  });
});
