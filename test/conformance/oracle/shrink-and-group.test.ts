import type { QueryPairs } from "../../../src/conformance/check-input";
import {
  groupDifferences,
  type DifferenceFound,
} from "../../../src/conformance/oracle/group-differences";
import { shrinkQuery, type ShrinkTry } from "../../../src/conformance/oracle/shrink-query";

/** A server that differs when the query sends both `a` and `b`; without `day` it is outside. */
function differsWithAandB(sent: QueryPairs[]) {
  return (query: QueryPairs): Promise<ShrinkTry> => {
    const names = new Set(query.map(([name]) => name));
    if (!names.has("day")) return Promise.resolve("unjudged");
    sent.push(query);
    return Promise.resolve(names.has("a") && names.has("b") ? "differs" : "agrees");
  };
}

describe("shrinking a query that differs", () => {
  const drawn: QueryPairs = [
    ["a", "1"],
    ["a", "2"],
    ["b", "x"],
    ["c", "y"],
    ["day", "2024-01-01"],
    ["take", "5"],
  ];

  test("parameters and repeated values that do not make the difference are dropped; those that do are its causes", async () => {
    const sent: QueryPairs[] = [];
    const result = await shrinkQuery(drawn, differsWithAandB(sent), 16);
    expect(result.query).toEqual([
      ["a", "2"],
      ["b", "x"],
      ["day", "2024-01-01"],
    ]);
    expect([...result.causes].sort()).toEqual(["a", "b"]);
    expect(result.tries).toBe(sent.length);
  });

  test("a query outside the window costs no try, and the parameter that makes it outside stays", async () => {
    const sent: QueryPairs[] = [];
    const result = await shrinkQuery(drawn, differsWithAandB(sent), 16);
    expect(sent.every((query) => query.some(([name]) => name === "day"))).toBe(true);
    expect(result.causes).not.toContain("day");
  });

  test("at most maxTries answered tries", async () => {
    const sent: QueryPairs[] = [];
    const result = await shrinkQuery(drawn, differsWithAandB(sent), 2);
    expect(sent).toHaveLength(2);
    expect(result.tries).toBe(2);
  });
});

function found(
  query: QueryPairs,
  drawn: QueryPairs,
  shrunk: boolean,
  aspect = "items.missing",
): DifferenceFound {
  return {
    operation: "v2-occurrences",
    difference: { aspect, expected: "3 listed", seen: "missing 1 (x)" },
    query,
    drawn,
    ...(shrunk ? { causes: ["idCities"] } : {}),
    exchange: { url: "http://h/api/v2/occurrences", method: "GET", authorized: false, status: 200 },
  };
}

describe("grouping differences by fingerprint", () => {
  const minimal: QueryPairs = [["idCities", "c1"]];
  const drawnA: QueryPairs = [
    ["idCities", "c1"],
    ["take", "5"],
  ];
  const drawnB: QueryPairs = [
    ["idCities", "c2"],
    ["order", "ASC"],
  ];

  test("findings of one operation, aspect and minimal parameters are one group, counted, with the first drawn queries", () => {
    const groups = groupDifferences([
      found(minimal, drawnA, true),
      found([["idCities", "c2"]], drawnB, true),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ count: 2, examples: [drawnA, drawnB] });
    expect(groups[0]?.fingerprint).toBe("v2-occurrences items.missing idCities");
  });

  test("a finding not shrunk joins the group whose minimal parameters it sends", () => {
    const groups = groupDifferences([found(drawnB, drawnB, false), found(minimal, drawnA, true)]);
    expect(groups.map((group) => group.count)).toEqual([2]);
  });

  test("another aspect, or other minimal parameters, make another group", () => {
    const groups = groupDifferences([
      found(minimal, drawnA, true),
      found(minimal, drawnA, true, "items.order"),
      found([["take", "5"]], drawnA, true),
    ]);
    expect(groups).toHaveLength(3);
  });
});
